import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { appSetting, warehouse, warehouseCheckout, warehouseClosedDay } from '../schema/index.js';

/** Each country's time zone: slots and order dates are in the warehouse's own calendar. */
const TIME_ZONES: Record<string, string> = {
  VN: 'Asia/Ho_Chi_Minh',
  TH: 'Asia/Bangkok',
  PH: 'Asia/Manila',
  LA: 'Asia/Vientiane',
  CN: 'Asia/Shanghai',
};

/**
 * The retailer's receiving accounts per country, from which the bank-transfer QR is built
 * (VietQR: NAPAS BIN of the bank; PromptPay: the registered proxy; QR Ph: the bank's BIC). Demo
 * accounts: an operator replaces them in the settings.
 */
export const PAYMENT_BANK_ACCOUNTS = {
  VN: {
    standard: 'VietQR',
    bankName: 'VietinBank',
    accountName: 'CONG TY STOREFRONT',
    accountNumber: '113366668888',
    bankCode: '970415',
  },
  TH: {
    standard: 'PromptPay',
    bankName: 'Kasikornbank',
    accountName: 'Storefront (Thailand) Co., Ltd.',
    accountNumber: '0105561234567',
    promptPayType: 'taxId',
  },
  PH: {
    standard: 'QRPh',
    bankName: 'BDO Unibank',
    accountName: 'STOREFRONT PH INC',
    accountNumber: '001234567890',
    bankCode: 'BNORPHMMXXX',
    city: 'Manila',
  },
} as const;

/**
 * Checkout settings of every warehouse (time zone, two-hour slots of 20 orders, one hour cut-off,
 * three days ahead, no weekly closing), a couple of public holidays, and the payment settings.
 * Inserted only where missing, so an operator's change survives a restart.
 */
export async function seedOrderSettings(db: Db): Promise<void> {
  await db
    .insert(appSetting)
    .values({ key: 'PAYMENT_BANK_ACCOUNTS', value: PAYMENT_BANK_ACCOUNTS })
    .onConflictDoNothing();
  const warehouses = await db.select({ id: warehouse.id, countryCode: warehouse.countryCode }).from(warehouse);
  if (warehouses.length === 0) return;
  await db
    .insert(warehouseCheckout)
    .values(
      warehouses.map((w) => ({
        warehouseId: w.id,
        timeZone: TIME_ZONES[w.countryCode] ?? 'UTC',
        slotMinutes: 120,
        slotCapacity: 20,
        cutOffMinutes: 60,
        daysAhead: 3,
        closedWeekdays: sql`'{}'::int[]`,
      })),
    )
    .onConflictDoNothing();
  const holidays: Record<string, string[]> = {
    VN: ['2027-02-06', '2027-02-07'],
    TH: ['2027-04-13'],
    PH: ['2026-12-25'],
    LA: ['2027-04-14'],
  };
  const closed = warehouses.flatMap((w) =>
    (holidays[w.countryCode] ?? []).map((date) => ({ warehouseId: w.id, date })),
  );
  if (closed.length) await db.insert(warehouseClosedDay).values(closed).onConflictDoNothing();
}
