// Staff (ops) customer endpoints: find a customer, read their certification request, credit and
// ledger, approve or reject the request, set the credit, record settlements and debts.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { keywordPageQuery, page } from './envelope.js';
import { periodicSettlementSchema } from './member.js';
import { id, required } from './order.fields.js';

export const opsCustomerSchema = z.object({
  memberId: z.number().int(),
  nickname: z.string().nullable(),
  phoneCountryCode: z.string(),
  phone: z.string(),
  isCertified: z.boolean(),
  /** A certification (merchant) request waits for operations. */
  certificationPending: z.boolean(),
  isRegulars: z.boolean(),
  paymentCycle: periodicSettlementSchema,
  createTime: z.string(),
});
export type OpsCustomer = z.infer<typeof opsCustomerSchema>;

const creditLedgerKind = z.enum(['orderCharge', 'orderRelease', 'settlement', 'adjustment']);

export const opsCustomerDetailSchema = z.object({
  customer: opsCustomerSchema,
  /** The latest certification request, if any. */
  application: z
    .object({
      id: z.number().int(),
      name: z.string(),
      businessName: z.string(),
      phoneCountryCode: z.string(),
      phoneNumber: z.string(),
      note: z.string().nullable(),
      status: z.enum(['pending', 'approved', 'rejected']),
      createTime: z.string(),
      reviewedAt: z.string().nullable(),
    })
    .nullable(),
  /** One account per currency: the limit, and the debt as its ledger adds up. */
  credit: z.array(z.object({ currencyCode: z.string(), creditLimit: z.number().int(), debt: z.number().int() })),
  /** The credit ledger, newest first (at most 100 rows). */
  ledger: z.array(
    z.object({
      currencyCode: z.string(),
      amount: z.number().int(),
      kind: creditLedgerKind,
      orderId: z.number().int().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** What staff did to this customer, newest first (at most 50 entries). */
  audit: z.array(
    z.object({
      action: z.string(),
      staffId: z.number().int().nullable(),
      /** Who did it as the console names staff: their name, or their phone when they have none. */
      staffName: z.string().nullable(),
      at: z.string(),
      detail: z.unknown(),
    }),
  ),
});
export type OpsCustomerDetail = z.infer<typeof opsCustomerDetailSchema>;

const customerRef = z.object({ memberId: id });
const currencyCode = z.string().refine((v) => /^[A-Z]{3}$/.test(v), { params: { messageKey: 'ops.currencyCode' } });

export const opsListCustomers = endpoint({
  method: 'GET',
  path: '/ops/customer/list',
  access: 'staff',
  roles: ['operations', 'finance'],
  summary: 'Staff: customers by phone digits or name, certification requests first, then newest',
  tags: ['ops'],
  query: keywordPageQuery,
  data: page(opsCustomerSchema),
});

export const opsCustomerDetail = endpoint({
  method: 'GET',
  path: '/ops/customer/detail',
  access: 'staff',
  roles: ['operations', 'finance'],
  summary: 'Staff: one customer with their certification request, credit accounts, credit ledger and what staff did',
  tags: ['ops'],
  query: customerRef,
  data: opsCustomerDetailSchema,
});

export const opsReviewCertification = endpoint({
  method: 'POST',
  path: '/ops/customer/reviewCertification',
  access: 'staff',
  roles: ['operations'],
  summary: "Operations: approve or reject the customer's pending certification request (audited, once)",
  tags: ['ops'],
  body: customerRef.extend({ approve: z.boolean() }),
  data: opsCustomerDetailSchema,
});

export const opsSetCredit = endpoint({
  method: 'POST',
  path: '/ops/customer/setCredit',
  access: 'staff',
  roles: ['finance'],
  summary:
    "Finance: set a customer's credit limit in a currency and their payment cycle; a limit makes them a regular customer (audited before and after; never one's own)",
  tags: ['ops'],
  body: customerRef.extend({
    currencyCode,
    creditLimit: z.number().int().min(0).max(1_000_000_000_000),
    paymentCycle: periodicSettlementSchema,
  }),
  data: opsCustomerDetailSchema,
});

export const opsRecordCredit = endpoint({
  method: 'POST',
  path: '/ops/customer/recordCredit',
  access: 'staff',
  roles: ['finance'],
  summary:
    "Finance: record against the credit ledger a settlement the customer paid (lowers the debt, never below 0) or a debt owed outside the shop (raises it), with a note (audited; never one's own). Idempotency-Key header required, one per form submission: the same key and body answer the first result and move nothing; another body 422",
  tags: ['ops'],
  body: customerRef.extend({
    currencyCode,
    kind: z.enum(['settlement', 'adjustment']),
    amount: z.number().int().positive().max(1_000_000_000_000),
    note: required(200),
  }),
  data: opsCustomerDetailSchema,
});
