// Order inputs: the visitor's address, slot choice, invoice request, checkout and placement bodies.
import { z } from 'zod';
import { cartItemInputSchema } from './cart.js';
import { phoneCountryCodeSchema, phoneNumberSchema } from './member.js';
import { uploadRefSchema } from './upload.js';
import { deliveryPositionSchema } from './warehouse.js';
import { deliveryTypeSchema, paymentMethodSchema } from './order.enums.js';
import { id, msg, required, text } from './order.fields.js';

/** A visitor's delivery address, sent whole (a visitor has no saved addresses). */
export const visitorAddressSchema = z.object({
  name: required(60),
  phoneCountryCode: phoneCountryCodeSchema,
  phoneNumber: phoneNumberSchema,
  provinceCode: text(20).optional(),
  districtCode: text(20).optional(),
  wardCode: text(20).optional(),
  postCode: text(12).optional(),
  detailAddress: required(300),
  houseNumber: required(60),
  ...deliveryPositionSchema.shape,
});
export type VisitorAddress = z.infer<typeof visitorAddressSchema>;

/** YYYY-MM-DD and HH:mm in the warehouse's own time zone. */
export const slotDateSchema = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), msg('order.slotDate'));
export const slotTimeSchema = z.string().refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), msg('order.slotTime'));
export const slotChoiceSchema = z.object({ date: slotDateSchema, start: slotTimeSchema });

/**
 * Invoice requests (spec §5, DESIGN.md "Coupons, invoices, credit"). A tax number is usually 18
 * characters; 8–20 letters, digits or hyphens pass here and the country's rule is the server's.
 */
const taxNumberSchema = z
  .string()
  .trim()
  .refine((v) => /^[0-9A-Za-z-]{8,20}$/.test(v), msg('order.taxNumber'));
const invoiceEmailSchema = z.email().max(120);
export const individualInvoiceSchema = z.object({
  type: z.literal('individual'),
  title: required(100),
  personalIdNumber: text(30).optional(),
  email: invoiceEmailSchema,
});
export const companyInvoiceSchema = z.object({
  type: z.literal('company'),
  /** The registered company name. */
  title: required(150),
  taxNumber: taxNumberSchema,
  branch: text(100).optional(),
  purchaseOrderNumber: text(60).optional(),
  address: text(300).optional(),
  email: invoiceEmailSchema,
  /** The business licence photo: one of the member's own uploads (its key or served URL). */
  businessLicence: uploadRefSchema.optional(),
});
export const invoiceRequestSchema = z.discriminatedUnion('type', [individualInvoiceSchema, companyInvoiceSchema]);
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

/**
 * What the preview and the placement both read. A member's lines are the selected lines of their
 * cart (optionally narrowed by `productSkuIds`, e.g. one fulfilment group); a visitor sends `items`.
 */
export const checkoutInputSchema = z.object({
  currentWarehouseId: id,
  deliveryType: deliveryTypeSchema,
  /** A member's saved address (delivery). */
  memberReceiveAddressId: id.optional(),
  /** A visitor's address (delivery). */
  address: visitorAddressSchema.optional(),
  /** The lines to check out (members: of the selected cart lines; visitors: of `items`). */
  productSkuIds: z.array(id).min(1).max(200).optional(),
  /** A visitor's local cart lines. */
  items: z.array(cartItemInputSchema).min(1).max(200).optional(),
  /**
   * The member's coupon to apply; null for none; absent: the best usable one (what the cart
   * estimated). The preview answers the one applied in `couponId`; send it back to place.
   */
  couponId: id.nullable().optional(),
  paymentMethod: paymentMethodSchema.optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const orderNoteSchema = z.object({ productSkuId: id, note: required(200) });

export const placeOrderBodySchema = checkoutInputSchema.extend({
  paymentMethod: paymentMethodSchema,
  /** The payable the customer was shown; a different repriced payable is a 409 with the new amounts. */
  expectedPayable: z.number().int().min(0).max(1e13),
  slot: slotChoiceSchema,
  /** Pickup only: who collects the order. */
  pickupName: required(60).optional(),
  pickupPhoneCountryCode: phoneCountryCodeSchema.optional(),
  pickupPhoneNumber: phoneNumberSchema.optional(),
  notes: z.array(orderNoteSchema).max(200).optional(),
  /** Free note to the warehouse for the whole order. */
  remark: text(300).optional(),
  invoice: invoiceRequestSchema.optional(),
  /** The buyer confirms being at least 18 (needed when the order holds beer or wine). */
  adultConfirmed: z.boolean().optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;
