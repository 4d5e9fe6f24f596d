import { createHash } from 'node:crypto';
import type { MerchandisingImportReport } from '@storefront/contract';
import { stringify } from 'csv-stringify/sync';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { product, sku, skuPrice, stock, stockMovement } from '../../db/schema/index.js';
import { translate } from '../../i18n/index.js';
import { conflict, invalidField } from '../../lib/errors.js';
import { newProductTexts, saveProductTexts } from '../../shared/search-text/product.writer.js';
import { artFor, insertSku } from './creation.service.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { claimRequest, finishRequest, madeBefore } from './request-key.js';
import { exportRows, importFacts } from './transfer.repository.js';
import { FIXED_COLUMNS, planImport, type Planned, priceColumn, STOCK_COLUMN } from './transfer.rows.js';

/** Minor units as the major-unit text a spreadsheet shows ("12.50"), exactly. */
function majorText(minor: number, digits: number) {
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The catalogue as the file an import takes back: one row per SKU. */
export async function exportCatalogue(ctx: MerchandisingCtx, q: { warehouseId?: number | undefined }) {
  const warehouseId = q.warehouseId ?? null;
  const facts = await importFacts(ctx.db, warehouseId);
  if (warehouseId !== null && !facts.warehouse) throw invalidField('query.warehouseId', 'field.unknownId');
  const countries = facts.countries ?? [];
  const rows = await exportRows(ctx.db, warehouseId);
  const header = [
    ...FIXED_COLUMNS,
    ...countries.map((c) => priceColumn(c.code)),
    ...(warehouseId ? [STOCK_COLUMN] : []),
  ];
  const body = rows.map((r) => [
    r.skuId,
    r.productId,
    r.categoryId,
    ...FIXED_COLUMNS.slice(3, 9).map((column) => r.names[column.slice(5)] ?? ''),
    r.specs['en-US'] ?? '',
    r.units['en-US'] ?? '',
    r.barcode ?? '',
    r.onShelf ? 'yes' : 'no',
    ...countries.map((c) => (r.prices?.[c.code] == null ? '' : majorText(Number(r.prices[c.code]), c.digits))),
    ...(warehouseId ? [r.onHand ?? 0] : []),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: `catalogue-${day}${warehouseId ? `-warehouse-${warehouseId}` : ''}.csv`,
    // A byte order mark: spreadsheets then read Thai, Lao and Chinese as UTF-8.
    csv: `\uFEFF${stringify([header, ...body])}`,
  };
}

type Counts = Omit<MerchandisingImportReport, 'applied' | 'rows' | 'errors'>;
const countsOf = (planned: Planned[]): Counts => ({
  newProducts: planned.filter((p) => p.kind === 'newProduct').length,
  newSkus: planned.filter((p) => p.kind !== 'sku').length,
  changedSkus: planned.filter((p) => p.kind === 'sku').length,
  prices: planned.reduce((n, p) => n + p.prices.length, 0),
  stock: planned.filter((p) => p.stock !== undefined).length,
});

/**
 * Imports the file: checked whole first, every error of every line listed in the caller's language.
 * A dry run, or a file with errors, writes nothing. Otherwise every row is written in ONE
 * transaction with one audit entry (and a stock movement per count, reason `count`), so the file
 * is in the catalogue entirely or not at all; the same key again answers the first import's report.
 */
export async function importCatalogue(
  ctx: MerchandisingCtx,
  body: { csv: string; warehouseId?: number | undefined; dryRun: boolean; clientKey: string },
): Promise<MerchandisingImportReport> {
  const warehouseId = body.warehouseId ?? null;
  const file = createHash('sha256').update(body.csv).digest('hex');
  const request = { file, warehouseId };
  // A repeat answers the first import's report: checked again, the file would meet its own rows.
  const before = body.dryRun ? null : await madeBefore(ctx.db, ctx.staffId, body.clientKey, request);
  if (before) return before.made as MerchandisingImportReport;
  const plan = planImport(body.csv, await importFacts(ctx.db, warehouseId), warehouseId);
  const report = {
    applied: false,
    rows: plan.rows,
    errors: plan.errors.map((e) => ({
      line: e.line,
      column: e.column,
      message: translate(ctx.locale, e.key, e.params),
    })),
    ...countsOf(plan.planned),
  };
  if (body.dryRun || plan.errors.length) return report;
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const repeat = await claimRequest(db, ctx.staffId, body.clientKey, request);
    if (repeat) return repeat.made as MerchandisingImportReport;
    for (const row of plan.planned) await applyRow(db, ctx, row, warehouseId, body.clientKey);
    const done = { ...report, applied: true };
    await auditChange(db, ctx, 'catalogue.import', `file:${file.slice(0, 16)}`, {
      sha256: file,
      warehouseId,
      ...countsOf(plan.planned),
    });
    await finishRequest(db, ctx.staffId, body.clientKey, done);
    return done;
  });
}

async function applyRow(db: Db, ctx: MerchandisingCtx, row: Planned, warehouseId: number | null, key: string) {
  let skuId: number;
  if (row.kind === 'newProduct') {
    const [made] = await db
      .insert(product)
      .values({ categoryId: row.categoryId, art: await artFor(db, row.categoryId), ...newProductTexts(row.names, {}) })
      .returning({ id: product.id });
    const fields = { specs: row.specs, units: row.units, barcode: row.barcode ?? null, onShelf: row.onShelf ?? true };
    skuId = await insertSku(db, made!.id, fields, [], row.prices);
  } else if (row.kind === 'newSku') {
    const fields = { specs: row.specs, units: row.units, barcode: row.barcode ?? null, onShelf: row.onShelf ?? true };
    skuId = await insertSku(db, row.productId, fields, [], row.prices);
  } else {
    skuId = row.skuId;
    if (Object.keys(row.names).length) await saveProductTexts(db, row.productId, { names: row.names });
    if (row.categoryId !== undefined)
      await db.update(product).set({ categoryId: row.categoryId }).where(eq(product.id, row.productId));
    const set: Partial<typeof sku.$inferInsert> = {};
    if (row.barcode !== undefined) set.barcode = row.barcode;
    // A retired SKU stays off the shelf, whatever the file says (as when its product is shelved).
    if (row.onShelf !== undefined) set.onShelf = sql`${row.onShelf}::boolean and ${sku.retiredAt} is null` as never;
    if (row.specEn) set.specs = sql`${sku.specs} || jsonb_build_object('en-US', ${row.specEn}::text)` as never;
    if (row.unitEn) set.units = sql`${sku.units} || jsonb_build_object('en-US', ${row.unitEn}::text)` as never;
    if (Object.keys(set).length) await db.update(sku).set(set).where(eq(sku.id, skuId));
    if (row.prices.length)
      await db
        .insert(skuPrice)
        .values(row.prices.map((p) => ({ skuId, ...p })))
        .onConflictDoUpdate({ target: [skuPrice.skuId, skuPrice.countryCode], set: { price: sql`excluded.price` } });
  }
  if (row.stock !== undefined && warehouseId !== null) await countStock(db, ctx, skuId, warehouseId, row.stock, key);
}

/** A count from the file: what is on hand becomes the figure, as a stock count of the console does. */
async function countStock(
  db: Db,
  ctx: MerchandisingCtx,
  skuId: number,
  warehouseId: number,
  count: number,
  key: string,
) {
  await db.insert(stock).values({ skuId, warehouseId }).onConflictDoNothing();
  const where = and(eq(stock.skuId, skuId), eq(stock.warehouseId, warehouseId));
  const [row] = await db
    .select({ onHand: stock.onHand, reserved: stock.reserved })
    .from(stock)
    .where(where)
    .for('update');
  // Orders may have reserved more since the file was checked: the whole import then stops.
  if (!row || count < row.reserved) throw conflict('merchandising.belowReserved', { reserved: row?.reserved ?? 0 });
  if (row.onHand === count) return;
  await db.update(stock).set({ onHand: count }).where(where);
  await db.insert(stockMovement).values({
    skuId,
    warehouseId,
    reason: 'count',
    change: count - row.onHand,
    onHandAfter: count,
    note: 'CSV',
    staffId: ctx.staffId,
    clientKey: `csv_${createHash('sha256').update(`${key}:${skuId}:${warehouseId}`).digest('hex').slice(0, 40)}`,
  });
}
