// Staff (ops) order endpoints: the order with its audit trail, lists and every status change staff make.
import { z } from 'zod';
import { keywordPageQuery, page } from './envelope.js';
import { endpoint } from './endpoint.js';
import { ORDER_LIST_STATUSES, STAFF_ROLES } from './constants.js';
import { deliveryTypeSchema, orderStatusSchema, paymentMethodSchema } from './order.enums.js';
import { orderDetailSchema, orderLineSchema, orderSummarySchema } from './order.answers.js';
import { id, isoDate, msg, required, text } from './order.fields.js';

/**
 * Who did an entry of the audit trail, for display; the entry's `actor` (ids) stays the record.
 * `staff` and `customer` carry the member's name as it is now (nickname, else phone; null: the member
 * is gone, or a visitor), staff also their roles of now; `system` is the server's own work (the
 * payment timeout, housekeeping); `operator` someone at the ops command line, named by their login.
 */
export const auditActorSchema = z.object({
  kind: z.enum(['staff', 'customer', 'system', 'operator']),
  name: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/**
 * One value an audited change moved, before and after: amounts in the order's minor units
 * (`priceAdjustment`, `payable`, `refundAmount`), an instant (`paymentDeadline`), a payment state.
 * `before` is null where there was nothing before (a refund settled gives money that was owed).
 */
export const auditChangeSchema = z.object({
  field: z.enum(['priceAdjustment', 'payable', 'paymentDeadline', 'paymentState', 'refundAmount']),
  before: z.union([z.number(), z.string()]).nullable(),
  after: z.union([z.number(), z.string()]).nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/**
 * Who the order is for, as staff call them: the member as they are now (name, phone; their
 * console page by `memberId`), or for a visitor the name and phone typed on the order (the
 * recipient's, else the pickup person's).
 */
export const orderCustomerSchema = z.object({
  memberId: z.number().int().nullable(),
  name: z.string().nullable(),
  phoneCountryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

export const opsOrderSchema = orderDetailSchema.extend({
  /** The lines as sold, each with its SKU's barcode for the packing slip (null: the SKU has none). */
  list: z.array(orderLineSchema.extend({ barcode: z.string().nullable() })),
  memberId: z.number().int().nullable(),
  visitor: z.boolean(),
  customer: orderCustomerSchema,
  /** The delivery address's photos as they were at placement, for whoever packs and delivers it. */
  addressPhotos: z.array(z.string()),
  reviewedAt: z.string().nullable(),
  processingStartedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The confirmed amount (minor units): the most a refund gives back. */
  paidAmount: z.number().int().nullable(),
  /** When an unapproved or unpaid order is cancelled by the timeout job (status 0 and 1); null: no deadline. */
  holdDeadline: z.string().nullable(),
  audit: z.array(
    z.object({
      action: z.string(),
      fromStatus: orderStatusSchema.nullable(),
      toStatus: orderStatusSchema.nullable(),
      actor: z.string(),
      by: auditActorSchema,
      at: z.string(),
      note: z.string().nullable(),
      /** What a change of money or payment moved, from the audit log (none for a plain status change). */
      changes: z.array(auditChangeSchema),
    }),
  ),
});
export type OpsOrder = z.infer<typeof opsOrderSchema>;

const opsRef = z.object({ orderId: id });

export const opsListOrders = endpoint({
  method: 'GET',
  path: '/ops/order/list',
  access: 'staff',
  roles: ['operations', 'finance'],
  summary:
    "Staff: orders by status, warehouse, day placed, payment method, delivery or pickup, order number or customer's phone, or transfer receipt to check, newest first",
  tags: ['ops'],
  query: keywordPageQuery
    .extend({
      /**
       * Part of the order number, or the customer's phone (the member's, the recipient's or the
       * pickup person's) typed with or without the trunk 0 or the country code.
       */
      keyword: keywordPageQuery.shape.keyword,
      status: z.enum(ORDER_LIST_STATUSES).default('all'),
      warehouseId: id.optional(),
      /** Only bank transfers whose receipt came and whose money is not confirmed yet (confirmPayment's queue). */
      receiptToCheck: z.stringbool().optional(),
      /** Only orders whose refund was asked and is not made yet (the refund queue), oldest first. */
      refundToSettle: z.stringbool().optional(),
      /** Only this customer's orders (the console's customer page). */
      memberId: id.optional(),
      /** Only orders placed after this one: the console counts the orders new since it drew its list. */
      newerThan: id.optional(),
      /** The first and the last day orders were placed on (YYYY-MM-DD), each by its warehouse's calendar. */
      placedFrom: isoDate.optional(),
      placedTo: isoDate.optional(),
      paymentMethod: paymentMethodSchema.optional(),
      deliveryType: deliveryTypeSchema.optional(),
    })
    .refine((q) => !q.placedFrom || !q.placedTo || q.placedFrom <= q.placedTo, {
      path: ['placedTo'],
      ...msg('ops.dateRange'),
    }),
  data: page(orderSummarySchema).extend({
    /** The newest order the filter matches, on whichever page (null: none): where "new" starts from. */
    newestOrderId: z.number().int().nullable(),
  }),
});

export const opsOrderDetail = endpoint({
  method: 'GET',
  path: '/ops/order/detail',
  access: 'staff',
  roles: ['operations', 'finance'],
  summary: 'Staff: one order with its audit trail',
  tags: ['ops'],
  query: opsRef,
  data: opsOrderSchema,
});

export const opsReviewOrder = endpoint({
  method: 'POST',
  path: '/ops/order/review',
  access: 'staff',
  roles: ['operations'],
  summary: 'Staff: approve an order pending review (1 → 2)',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsStartProcessing = endpoint({
  method: 'POST',
  path: '/ops/order/startProcessing',
  access: 'staff',
  roles: ['operations'],
  summary: 'Staff: the warehouse starts picking an approved order (stays 2; recorded once)',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsShipOrder = endpoint({
  method: 'POST',
  path: '/ops/order/ship',
  access: 'staff',
  roles: ['operations'],
  summary:
    'Staff: ship a delivery order with a tracking number (2 → 3); the reserved stock leaves the warehouse. A pickup order is made ready instead (409)',
  tags: ['ops'],
  body: opsRef.extend({ trackingNumber: required(60) }),
  data: opsOrderSchema,
});

export const opsReadyForPickup = endpoint({
  method: 'POST',
  path: '/ops/order/readyForPickup',
  access: 'staff',
  roles: ['operations'],
  summary:
    'Staff: a pickup order is packed and waits at the warehouse for collection (2 → 3, no tracking number); the reserved stock leaves the shelf. A delivery order is shipped instead (409)',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsCompleteOrder = endpoint({
  method: 'POST',
  path: '/ops/order/complete',
  access: 'staff',
  roles: ['operations'],
  summary: 'Staff: complete an order that was delivered, or collected at the warehouse (3 → 4)',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsConfirmPayment = endpoint({
  method: 'POST',
  path: '/ops/order/confirmPayment',
  access: 'staff',
  roles: ['finance'],
  summary:
    'Finance: the money of a bank transfer arrived (0 → 1, paidAt and paidAmount set, recorded with who and when); a receipt alone never does this',
  tags: ['ops'],
  body: opsRef,
  data: opsOrderSchema,
});

export const opsCancelOrder = endpoint({
  method: 'POST',
  path: '/ops/order/cancel',
  access: 'staff',
  roles: ['operations'],
  summary: 'Staff: cancel an order in 0, 1 or 2 with a reason (everything reserved comes back once)',
  tags: ['ops'],
  body: opsRef.extend({ reason: required(200) }),
  data: opsOrderSchema,
});

export const opsRefundOrder = endpoint({
  method: 'POST',
  path: '/ops/order/refund',
  access: 'staff',
  roles: ['finance'],
  summary:
    'Finance: record that the refund of a paid order was made (once; only confirmed money, never more than was paid)',
  tags: ['ops'],
  body: opsRef.extend({
    note: text(200).optional(),
    /** The bank's reference of the transfer that gave the money back, kept with the refund. */
    bankReference: text(60).optional(),
  }),
  data: opsOrderSchema,
});
