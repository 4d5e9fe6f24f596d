import type { CheckoutPreview, DeliveryType, PaymentMethod } from '@storefront/contract';
import type { VisitorCartLine } from '../../../lib/storage';
import type { PlaceOrderInput } from '../api/placeOrder';
import type { PreviewInput } from '../api/previewOrder';
import {
  toInvoiceRequest,
  validateInvoice,
  type InvoiceDraft,
  type InvoiceErrorKey,
  type InvoiceField,
} from './invoice';

export interface ContactDraft {
  name: string;
  phoneCountryCode: string;
  phoneNumber: string;
}
export interface VisitorAddressDraft extends ContactDraft {
  detailAddress: string;
  houseNumber: string;
  /** Where the address is (the browser's position or a map pick): deliverability is a distance. */
  latitude: number | null;
  longitude: number | null;
}

/** 0/0 is the spec's "position not known yet", never a real doorstep. */
export const hasPosition = (a: Pick<VisitorAddressDraft, 'latitude' | 'longitude'>) =>
  a.latitude !== null && a.longitude !== null && !(a.latitude === 0 && a.longitude === 0);

/** Everything the checkout form holds; what the server prices comes from the preview, never from here. */
export interface CheckoutForm {
  deliveryType: DeliveryType;
  /** A member's saved address. */
  addressId: number | null;
  visitorAddress: VisitorAddressDraft;
  pickup: ContactDraft;
  slot: { date: string; start: string } | null;
  notes: Record<number, string>;
  /** `'best'` until the shopper picks: the server applies the best usable coupon; null: none. */
  couponId: number | null | 'best';
  invoice: InvoiceDraft | null;
  paymentMethod: PaymentMethod | null;
  adultConfirmed: boolean;
}

/** Whose lines: a member's selected cart lines (optionally narrowed) or a visitor's local lines. */
export type CheckoutLines = { member: true; productSkuIds?: number[] } | { member: false; items: VisitorCartLine[] };

export const looksLikePhone = (phone: string) => /^\d{6,15}$/.test(phone.replace(/[\s().-]/g, ''));

const visitorAddressComplete = (a: VisitorAddressDraft) =>
  !!a.name.trim() &&
  looksLikePhone(a.phoneNumber) &&
  !!a.detailAddress.trim() &&
  !!a.houseNumber.trim() &&
  hasPosition(a);

const trimmedAddress = (a: VisitorAddressDraft) => ({
  name: a.name.trim(),
  phoneCountryCode: a.phoneCountryCode,
  phoneNumber: a.phoneNumber.trim(),
  detailAddress: a.detailAddress.trim(),
  houseNumber: a.houseNumber.trim(),
  // visitorAddressComplete has checked both.
  latitude: a.latitude!,
  longitude: a.longitude!,
});

/**
 * What the preview prices. A visitor's address is sent only once it is complete, so the
 * "not deliverable" check runs on a real address rather than on every keystroke.
 */
export function previewInput(warehouseId: number, lines: CheckoutLines, f: CheckoutForm): PreviewInput {
  const input: PreviewInput = { currentWarehouseId: warehouseId, deliveryType: f.deliveryType };
  if (lines.member) {
    if (lines.productSkuIds?.length) input.productSkuIds = lines.productSkuIds;
  } else {
    input.items = lines.items;
  }
  if (f.deliveryType === 'delivery') {
    if (lines.member && f.addressId) input.memberReceiveAddressId = f.addressId;
    if (!lines.member && visitorAddressComplete(f.visitorAddress)) input.address = trimmedAddress(f.visitorAddress);
  }
  if (f.couponId !== 'best') input.couponId = f.couponId;
  if (f.paymentMethod) input.paymentMethod = f.paymentMethod;
  return input;
}

/**
 * Delivery ⇄ pickup keeps what the shopper typed: the chosen time stays (the preview of the other
 * mode says whether it is still offered) and the name and phone typed for one fill the other's
 * empty fields.
 */
export function switchDeliveryType(f: CheckoutForm, deliveryType: DeliveryType): Partial<CheckoutForm> {
  if (deliveryType === f.deliveryType) return {};
  const from = deliveryType === 'pickup' ? f.visitorAddress : f.pickup;
  const to = deliveryType === 'pickup' ? f.pickup : f.visitorAddress;
  const filled = {
    name: to.name.trim() ? to.name : from.name,
    phoneCountryCode: to.phoneNumber.trim() ? to.phoneCountryCode : from.phoneCountryCode,
    phoneNumber: to.phoneNumber.trim() ? to.phoneNumber : from.phoneNumber,
  };
  return deliveryType === 'pickup'
    ? { deliveryType, pickup: { ...f.pickup, ...filled } }
    : { deliveryType, visitorAddress: { ...f.visitorAddress, ...filled } };
}

export type CheckoutErrorKey =
  | 'address.required'
  | 'address.notDeliverable'
  | 'contact.nameRequired'
  | 'contact.phoneInvalid'
  | 'contact.detailAddressRequired'
  | 'contact.houseNumberRequired'
  | 'contact.positionRequired'
  | 'pickup.nameRequired'
  | 'slot.required'
  | 'payment.required'
  | 'adult.required'
  | `invoice.${InvoiceErrorKey}`;
export type CheckoutField =
  | 'address'
  | 'name'
  | 'phoneNumber'
  | 'detailAddress'
  | 'houseNumber'
  | 'position'
  | 'pickupName'
  | 'pickupPhoneNumber'
  | 'slot'
  | 'payment'
  | 'adult'
  | `invoice.${InvoiceField}`;
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorKey>>;

/** Spec §5 before sending: an address (deliverable) or a pickup person, a time, a payment method, 18+. */
export function validateCheckout(member: boolean, f: CheckoutForm, preview: CheckoutPreview): CheckoutErrors {
  const e: CheckoutErrors = {};
  if (f.deliveryType === 'delivery') {
    if (member) {
      if (!f.addressId) e.address = 'address.required';
      else if (preview.deliverable === false) e.address = 'address.notDeliverable';
    } else {
      const a = f.visitorAddress;
      if (!a.name.trim()) e.name = 'contact.nameRequired';
      if (!looksLikePhone(a.phoneNumber)) e.phoneNumber = 'contact.phoneInvalid';
      if (!a.detailAddress.trim()) e.detailAddress = 'contact.detailAddressRequired';
      if (!a.houseNumber.trim()) e.houseNumber = 'contact.houseNumberRequired';
      if (!hasPosition(a)) e.position = 'contact.positionRequired';
      if (visitorAddressComplete(a) && preview.deliverable === false) e.address = 'address.notDeliverable';
    }
  } else {
    if (!f.pickup.name.trim()) e.pickupName = 'pickup.nameRequired';
    if (!looksLikePhone(f.pickup.phoneNumber)) e.pickupPhoneNumber = 'contact.phoneInvalid';
  }
  const slot = f.slot && preview.timeSlots.find((s) => s.date === f.slot?.date && s.start === f.slot.start);
  if (!slot || slot.full) e.slot = 'slot.required';
  const payment = f.paymentMethod && preview.paymentMethods.find((p) => p.method === f.paymentMethod);
  if (!payment || !payment.available) e.payment = 'payment.required';
  if (preview.needsAdultConfirmation && !f.adultConfirmed) e.adult = 'adult.required';
  if (f.invoice) {
    for (const [field, key] of Object.entries(validateInvoice(f.invoice)))
      e[`invoice.${field as InvoiceField}`] = `invoice.${key}`;
  }
  return e;
}

/** The placement body: the previewed input plus the choices, and the payable the person was shown. */
export function placeOrderBody(
  warehouseId: number,
  lines: CheckoutLines,
  f: CheckoutForm,
  expectedPayable: number,
  orderedSkuIds: number[],
  /** The coupon the preview applied: placed exactly, never "the best" of a later moment. */
  appliedCouponId: number | null,
): PlaceOrderInput {
  const body: PlaceOrderInput = {
    ...previewInput(warehouseId, lines, { ...f, couponId: appliedCouponId }),
    paymentMethod: f.paymentMethod as PaymentMethod,
    expectedPayable,
    slot: f.slot as { date: string; start: string },
  };
  if (f.deliveryType === 'pickup') {
    body.pickupName = f.pickup.name.trim();
    body.pickupPhoneCountryCode = f.pickup.phoneCountryCode;
    body.pickupPhoneNumber = f.pickup.phoneNumber.trim();
  }
  const notes = orderedSkuIds
    .map((productSkuId) => ({ productSkuId, note: (f.notes[productSkuId] ?? '').trim() }))
    .filter((n) => n.note);
  if (notes.length) body.notes = notes;
  if (f.invoice) body.invoice = toInvoiceRequest(f.invoice);
  if (f.adultConfirmed) body.adultConfirmed = true;
  return body;
}
