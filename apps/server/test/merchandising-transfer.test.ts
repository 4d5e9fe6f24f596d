import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';
import { createIdentityApp } from './support/auth.js';
import { catalogueDesk, everydayCategory } from './support/merchandising.js';
import { rows } from './support/order.js';

/**
 * The catalogue as a CSV file: exported, edited in a spreadsheet, checked whole by a dry run that
 * lists every error by line, then imported in one transaction (audited, stock counted as
 * movements); the shop sees the import at once, and the same submission imports once.
 */
let app: FastifyInstance;
let desk: Awaited<ReturnType<typeof catalogueDesk>>;
let header: string[];
let apple: string[];

interface Report {
  applied: boolean;
  rows: number;
  errors: { line: number; column: string; message: string }[];
  newProducts: number;
  newSkus: number;
  changedSkus: number;
  prices: number;
  stock: number;
}

const exported = async (warehouseId?: number) =>
  (await desk.get('/staff/catalogue/transfer/export', warehouseId ? { warehouseId: String(warehouseId) } : {})).body
    .data as { fileName: string; csv: string };
const importing = (csv: string, over: Record<string, unknown> = {}, headers = desk.staff) =>
  desk.post(
    '/staff/catalogue/transfer/import',
    { csv, warehouseId: 1, dryRun: true, clientKey: randomUUID(), ...over },
    headers,
  );
/** A row of the file with some cells changed, by column. */
const edited = (row: string[], cells: Record<string, string>) =>
  row.map((value, i) => (header[i]! in cells ? cells[header[i]!]! : value));
const blank = (cells: Record<string, string>) => header.map((column) => cells[column] ?? '');
const file = (...body: string[][]) => stringify([header, ...body]);
const productCount = async () => (await rows<{ n: number }>(app, sql`select count(*)::int as n from product`))[0]!.n;

beforeAll(async () => {
  app = await createIdentityApp();
  desk = await catalogueDesk(app);
  const { csv } = await exported(1);
  const records: string[][] = parse(csv, { bom: true });
  header = records[0]!;
  const card = (await desk.shop.search('Organic Fuji Apple')).list[0]!;
  apple = records.find((r) => r[0] === String(card.productSkuId))!;
});
afterAll(() => app?.close());

describe('the catalogue file', () => {
  it('is every SKU with its names, prices in major units and what is on hand in the warehouse', async () => {
    const { fileName, csv } = await exported(1);
    expect(fileName).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}-warehouse-1\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header.slice(0, 4)).toEqual(['sku_id', 'product_id', 'category_id', 'name_zh-CN']);
    expect(header).toEqual(expect.arrayContaining(['name_th-TH', 'price_VN', 'price_TH', 'stock']));
    const skus = (await rows<{ n: number }>(app, sql`select count(*)::int as n from sku`))[0]!.n;
    const all: string[][] = parse(csv, { bom: true });
    expect(all.length).toBe(skus + 1);
    expect(apple[header.indexOf('name_en-US')]).toMatch(/Fuji/);
    expect(apple[header.indexOf('price_TH')]).toMatch(/^\d+\.\d{2}$/);
    expect(apple[header.indexOf('on_shelf')]).toBe('yes');
    expect((await exported()).csv.split('\n')[0]).not.toContain('stock');
  });

  it('a dry run lists every error of every line in the caller’s language, and writes nothing', async () => {
    const before = await productCount();
    const th = { ...desk.staff, 'accept-language': 'th-TH' };
    const csv = file(
      edited(apple, { price_VN: '12,5', on_shelf: 'maybe' }),
      blank({ sku_id: '999999', 'unit_en-US': 'pack' }),
      blank({ category_id: '999999', 'name_en-US': 'Nameless', 'unit_en-US': 'pack' }),
      blank({ 'name_en-US': 'No category' }),
      edited(apple, { price_TH: '12.505', barcode: '<b>' }),
    );
    const res = await importing(csv, {}, th);
    expect(res.status, res.raw).toBe(200);
    const report = res.body.data as Report;
    expect(report.applied).toBe(false);
    expect(report.rows).toBe(5);
    const at = (line: number, column: string) => report.errors.find((e) => e.line === line && e.column === column);
    expect(at(2, 'price_VN')?.message).toBe(translate('th-TH', 'merchandising.csv.amount'));
    expect(at(2, 'on_shelf')?.message).toBe(translate('th-TH', 'merchandising.csv.yesNo'));
    expect(at(3, 'sku_id')?.message).toBe(translate('th-TH', 'merchandising.csv.unknownSku'));
    expect(at(4, 'category_id')?.message).toBe(translate('th-TH', 'merchandising.csv.unknownCategory'));
    expect(at(5, 'category_id')?.message).toBe(translate('th-TH', 'merchandising.csv.required'));
    expect(at(5, 'unit_en-US')).toBeTruthy();
    expect(at(6, 'price_TH')?.message).toBe(translate('th-TH', 'merchandising.amountDecimals', { digits: 2 }));
    expect(at(6, 'barcode')).toBeTruthy();
    // Not a dry run, the same file writes nothing either.
    expect((await importing(csv, { dryRun: false })).body.data.applied).toBe(false);
    expect(await productCount()).toBe(before);
  });

  it('names the line a row starts on, past blank lines and line breaks inside a cell', async () => {
    const line = (row: string[]) => stringify([row]).trimEnd();
    const [head, first, second] = [
      header,
      edited(apple, { 'name_en-US': 'Fuji\napples' }),
      blank({ sku_id: '999999' }),
    ].map(line);
    // The header, a blank line, a row over lines 3–4, two blank lines, the unknown SKU on line 7.
    const csv = [head, '', first, '', '', second, ''].join('\n');
    const report = (await importing(csv)).body.data as Report;
    expect(report.rows).toBe(2);
    expect(report.errors.find((e) => e.column === 'sku_id')?.line).toBe(7);
  });

  it('imports changes, a new SKU and a new product in one go: audited, the shop sees them, stock counted', async () => {
    const categoryId = String(await everydayCategory(app));
    const csv = file(
      edited(apple, { price_VN: '99000', 'name_th-TH': 'แอปเปิ้ลฟูจินำเข้า', stock: '37' }),
      blank({ product_id: apple[1]!, 'spec_en-US': '10 kg crate', 'unit_en-US': 'crate', price_VN: '850000' }),
      blank({
        category_id: categoryId,
        'name_en-US': 'Mangosteen Preserve',
        'name_vi-VN': 'Mứt măng cụt',
        'unit_en-US': 'jar',
        price_VN: '72000',
        stock: '12',
      }),
    );
    const dry = (await importing(csv)).body.data as Report;
    expect(dry).toMatchObject({ applied: false, errors: [], newProducts: 1, newSkus: 2, changedSkus: 1, stock: 2 });
    expect((await desk.shop.search('Mangosteen Preserve')).total).toBe(0);

    const clientKey = randomUUID();
    const res = await importing(csv, { dryRun: false, clientKey });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({ applied: true, errors: [], newProducts: 1 });
    const skuId = Number(apple[0]);
    const page = (await desk.shop.detail(skuId, 'th-TH')).json().data;
    expect(page.name).toBe('แอปเปิ้ลฟูจินำเข้า');
    expect(page.price).toBe(99000);
    expect(page.stock).toBe(37 - (await reservedOf(skuId)));
    const found = await desk.shop.search('mut mang cut', 'vi-VN');
    expect(found.list[0]).toMatchObject({ name: 'Mứt măng cụt', price: 72000, stock: 12 });
    expect(page.siblings.map((s: { spec: string }) => s.spec)).toContain('10 kg crate');
    const [entry] = await rows<{ detail: Record<string, unknown> }>(
      app,
      sql`select detail from audit_log where action = 'catalogue.import' order by id desc limit 1`,
    );
    // The apple's row carries its price in every country the shop sells in: each is set again.
    expect(entry?.detail).toMatchObject({ warehouseId: 1, newProducts: 1, newSkus: 2, changedSkus: 1, prices: 7 });
    const [movement] = await rows<{ reason: string; onHandAfter: number; note: string }>(
      app,
      sql`select reason, on_hand_after as "onHandAfter", note from stock_movement
          where sku_id = ${skuId} and warehouse_id = 1 order by id desc limit 1`,
    );
    expect(movement).toEqual({ reason: 'count', onHandAfter: 37, note: 'CSV' });

    // The same submission again imports nothing twice.
    const products = await productCount();
    const again = await importing(csv, { dryRun: false, clientKey });
    expect(again.body.data).toEqual(res.body.data);
    expect(await productCount()).toBe(products);
    // The same key with another file is refused.
    expect((await importing(file(apple), { dryRun: false, clientKey })).status).toBe(422);
  });

  it('refuses a malformed file, unknown columns, stock without a warehouse, and other roles', async () => {
    const malformed = (await importing('sku_id,price_VN\n"12,5000\n')).body.data as Report;
    expect(malformed.errors[0]?.column).toBe('');
    expect(malformed.errors[0]?.message).toBe(translate('en-US', 'merchandising.csv.malformed'));
    const unknown = (await importing('sku_id,colour\n1,red\n')).body.data as Report;
    expect(unknown.errors).toEqual([
      {
        line: 1,
        column: 'colour',
        message: translate('en-US', 'merchandising.csv.unknownColumn', { column: 'colour' }),
      },
    ]);
    const noWarehouse = (await importing(file(edited(apple, { stock: '5' })), { warehouseId: undefined })).body
      .data as Report;
    expect(noWarehouse.errors.map((e) => e.column)).toEqual(['stock']);
    expect((await importing(file(apple), {}, desk.operations)).status).toBe(403);
    expect((await desk.get('/staff/catalogue/transfer/export', { warehouseId: '99999' })).status).toBe(422);
  });
});

async function reservedOf(skuId: number) {
  const [row] = await rows<{ reserved: number }>(
    app,
    sql`select reserved from stock where sku_id = ${skuId} and warehouse_id = 1`,
  );
  return Number(row?.reserved ?? 0);
}
