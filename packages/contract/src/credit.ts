import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { periodicSettlementSchema } from './member.js';

/**
 * Credit (spec §2 CreditLimit, §4 payment cycle; DESIGN.md "Credit"). The debt is the sum of the
 * member's credit ledger (checkout writes it); amounts are integer minor units of `currencyCode`.
 */
export const creditSummarySchema = z.object({
  /** false: the member buys without credit; the screen says why instead of showing numbers. */
  hasCredit: z.boolean(),
  /** Why there is no credit: not a regular customer, or a regular customer without a limit yet. */
  reason: z.enum(['notRegular', 'noLimit']).nullable(),
  currencyCode: z.string(),
  creditLimit: z.number().int(),
  /** Accumulated debt of unsettled credit orders. */
  debt: z.number().int(),
  /** creditLimit − debt, never below 0. */
  remaining: z.number().int(),
  paymentCycle: periodicSettlementSchema,
  /** Credit orders not yet settled. */
  debtOrderCount: z.number().int(),
  /**
   * The part of the debt no unsettled order accounts for: a balance carried over from before the
   * shop, or a debt finance recorded by hand. 0 when the orders account for all of it.
   */
  debtWithoutOrder: z.number().int(),
  /** The day the debt is settled by (YYYY-MM-DD, the end of the running payment cycle); null when nothing is owed or there is no cycle. */
  dueDate: z.string().nullable(),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

export const creditSummary = endpoint({
  method: 'GET',
  path: '/member/credit/summary',
  access: 'member',
  summary: "The member's credit limit, payment cycle, debt, remaining credit and number of debt orders",
  tags: ['credit'],
  data: creditSummarySchema,
});
