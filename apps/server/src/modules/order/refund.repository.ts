import { desc, eq, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberBankCard } from '../../db/schema/index.js';

const cardColumns = {
  id: memberBankCard.id,
  bankName: memberBankCard.bankName,
  bankAccount: memberBankCard.bankAccount,
  accountHolder: memberBankCard.accountHolder,
};

export const bankCardsOf = (db: Db, memberId: number) =>
  db
    .select(cardColumns)
    .from(memberBankCard)
    .where(eq(memberBankCard.memberId, memberId))
    .orderBy(desc(memberBankCard.id));

/** One of the member's own cards; another member's id reads nothing. */
export const ownBankCard = (db: Db, memberId: number, id: number) =>
  db
    .select(cardColumns)
    .from(memberBankCard)
    .where(and(eq(memberBankCard.id, id), eq(memberBankCard.memberId, memberId)))
    .then((r) => r[0] ?? null);

/** Saves a card once per account number; a card saved again keeps its first row. */
export const saveBankCard = (
  tx: Db,
  memberId: number,
  card: { bankName: string; bankAccount: string; accountHolder: string | null },
) =>
  tx
    .insert(memberBankCard)
    .values({ memberId, ...card })
    .onConflictDoNothing();
