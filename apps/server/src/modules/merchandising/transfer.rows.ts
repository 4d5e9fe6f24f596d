import { LOCALES, MAX_NAME_LENGTH, MAX_UNIT_LENGTH } from '@storefront/contract';
import { parse } from 'csv-parse/sync';
import type { MessageKey, MessageParams } from '../../i18n/index.js';
import type { importFacts } from './transfer.repository.js';
import { toMinorUnits } from './price.service.js';

/**
 * The catalogue file: one row per SKU, its product's names in six languages, category, size and
 * unit (English), barcode, shelf, a price per country in the currency's major units, and what is
 * on hand in one warehouse. Parsed by csv-parse (RFC 4180: quotes, commas and line breaks inside
 * cells, a byte order mark), then checked whole against the catalogue as it stands: every error
 * of every line is listed before anything is written.
 */
export const NAME_COLUMNS = LOCALES.map((l) => `name_${l}`);
export const FIXED_COLUMNS = [
  'sku_id',
  'product_id',
  'category_id',
  ...NAME_COLUMNS,
  'spec_en-US',
  'unit_en-US',
  'barcode',
  'on_shelf',
];
export const priceColumn = (countryCode: string) => `price_${countryCode}`;
export const STOCK_COLUMN = 'stock';

type Facts = Awaited<ReturnType<typeof importFacts>>;
export interface RowError {
  line: number;
  column: string;
  key: MessageKey;
  params?: MessageParams;
}
type Texts = Record<string, string>;
interface Common {
  line: number;
  barcode?: string | null;
  onShelf?: boolean;
  prices: { countryCode: string; price: number }[];
  stock?: number;
}
export type Planned =
  | (Common & { kind: 'newProduct'; categoryId: number; names: Texts; specs: Texts; units: Texts })
  | (Common & { kind: 'newSku'; productId: number; specs: Texts; units: Texts })
  | (Common & {
      kind: 'sku';
      skuId: number;
      productId: number;
      categoryId?: number;
      names: Texts;
      specEn?: string;
      unitEn?: string;
    });

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** Parses and checks the file; the rows to apply, or every error found. */
export function planImport(csv: string, facts: Facts, warehouseId: number | null) {
  const errors: RowError[] = [];
  let records: string[][];
  /** The line each record ends on. */
  const ends: number[] = [];
  try {
    records = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      trim: true,
      on_record: (record: string[], { lines }) => (ends.push(lines), record),
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const malformed: RowError = { line, column: '', key: 'merchandising.csv.malformed' };
    return { planned: [], rows: 0, errors: [malformed] };
  }
  const [header = [], ...rows] = records;
  // The line a row starts on, as a text editor numbers it: blank lines skipped before it and line
  // breaks inside its quoted cells move it away from its index.
  const lines = rows.map((cells, i) => ends[i + 1]! - cells.join('').split('\n').length + 1);
  const countries = new Map((facts.countries ?? []).map((c) => [c.code, c.digits]));
  const known = new Set([...FIXED_COLUMNS, STOCK_COLUMN, ...[...countries.keys()].map(priceColumn)]);
  header.forEach((column) => {
    if (!known.has(column))
      errors.push({ line: 1, column, key: 'merchandising.csv.unknownColumn', params: { column } });
  });
  if (!header.includes('sku_id'))
    errors.push({ line: 1, column: 'sku_id', key: 'merchandising.csv.missingColumn', params: { column: 'sku_id' } });
  if (header.includes(STOCK_COLUMN) && warehouseId !== null && !facts.warehouse)
    errors.push({ line: 1, column: STOCK_COLUMN, key: 'field.unknownId' });
  if (errors.length) return { planned: [], rows: rows.length, errors };

  const skus = new Map((facts.skus ?? []).map((s) => [s.id, s]));
  const products = new Map((facts.products ?? []).map((p) => [p.id, { ...p, specs: new Set(p.specs) }]));
  const categories = new Set(facts.categories ?? []);
  const planned: Planned[] = [];

  rows.forEach((cells, i) => {
    const line = lines[i] ?? i + 2;
    const cell = (column: string) => cells[header.indexOf(column)] ?? '';
    const fail = (column: string, key: MessageKey, params?: MessageParams) => {
      errors.push({ line, column, key, ...(params && { params }) });
      return undefined;
    };
    const id = (column: string) => {
      const text = cell(column);
      if (!text) return null;
      return /^\d{1,9}$/.test(text) ? Number(text) : (fail(column, 'merchandising.csv.number') ?? -1);
    };
    const names: Texts = {};
    for (const [k, column] of NAME_COLUMNS.entries()) {
      const text = cell(column);
      if (text.length > MAX_NAME_LENGTH) fail(column, 'merchandising.csv.tooLong', { max: MAX_NAME_LENGTH });
      else if (text) names[LOCALES[k]!] = text;
    }
    const specEn = cell('spec_en-US');
    const unitEn = cell('unit_en-US');
    for (const [column, text] of [
      ['spec_en-US', specEn],
      ['unit_en-US', unitEn],
    ] as const)
      if (text.length > MAX_UNIT_LENGTH) fail(column, 'merchandising.csv.tooLong', { max: MAX_UNIT_LENGTH });
    const barcodeText = cell('barcode');
    if (barcodeText && !/^[0-9A-Za-z-]{1,32}$/.test(barcodeText)) fail('barcode', 'merchandising.csv.barcode');
    const shelfText = cell('on_shelf').toLowerCase();
    const onShelf = !shelfText
      ? undefined
      : YES.has(shelfText)
        ? true
        : NO.has(shelfText)
          ? false
          : fail('on_shelf', 'merchandising.csv.yesNo');
    const prices: Common['prices'] = [];
    for (const [countryCode, digits] of countries) {
      const column = priceColumn(countryCode);
      const text = cell(column);
      if (!text) continue;
      if (!/^\d{1,12}(\.\d{1,6})?$/.test(text)) fail(column, 'merchandising.csv.amount');
      else {
        const price = toMinorUnits(text, digits);
        if (price === 'tooManyDecimals') fail(column, 'merchandising.amountDecimals', { digits });
        else if (price <= 0) fail(column, 'merchandising.amountPositive');
        else prices.push({ countryCode, price });
      }
    }
    const stockText = cell(STOCK_COLUMN);
    let stock: number | undefined;
    if (stockText) {
      if (warehouseId === null) fail(STOCK_COLUMN, 'merchandising.csv.noWarehouse');
      else if (!/^\d{1,7}$/.test(stockText)) fail(STOCK_COLUMN, 'merchandising.csv.number');
      else stock = Number(stockText);
    }
    const categoryId = id('category_id');
    if (categoryId !== null && categoryId !== -1 && !categories.has(categoryId))
      fail('category_id', 'merchandising.csv.unknownCategory');
    const common = {
      line,
      ...(barcodeText && { barcode: barcodeText }),
      ...(onShelf !== undefined && { onShelf }),
      prices,
      ...(stock !== undefined && { stock }),
    };
    const skuId = id('sku_id');
    const productId = id('product_id');
    if (skuId !== null) {
      const sku = skus.get(skuId);
      if (!sku) return fail('sku_id', 'merchandising.csv.unknownSku');
      if (productId !== null && productId !== sku.productId)
        return fail('product_id', 'merchandising.csv.otherProduct');
      if (specEn && sku.options && specEn !== (sku.specs['en-US'] ?? ''))
        fail('spec_en-US', 'merchandising.specsFromOptions');
      if (stock !== undefined && stock < sku.reserved)
        fail(STOCK_COLUMN, 'merchandising.belowReserved', { reserved: sku.reserved });
      planned.push({
        ...common,
        kind: 'sku',
        skuId,
        productId: sku.productId,
        ...(categoryId !== null && { categoryId }),
        names,
        ...(specEn && !sku.options && { specEn }),
        ...(unitEn && { unitEn }),
      });
      return;
    }
    if (!unitEn) fail('unit_en-US', 'merchandising.csv.required');
    if (productId !== null) {
      const product = products.get(productId);
      if (!product) return fail('product_id', 'merchandising.csv.unknownProduct');
      if (product.options) return fail('product_id', 'merchandising.csv.hasOptions');
      if (!specEn) return fail('spec_en-US', 'merchandising.csv.required');
      if (product.specs.has(specEn.toLowerCase())) return fail('spec_en-US', 'merchandising.skuExists');
      product.specs.add(specEn.toLowerCase());
      planned.push({ ...common, kind: 'newSku', productId, specs: { 'en-US': specEn }, units: { 'en-US': unitEn } });
      return;
    }
    if (categoryId === null) fail('category_id', 'merchandising.csv.required');
    if (!names['en-US']) fail('name_en-US', 'merchandising.csv.required');
    if (categoryId === null || categoryId === -1 || !names['en-US'] || !unitEn) return;
    planned.push({
      ...common,
      kind: 'newProduct',
      categoryId,
      names,
      specs: specEn ? { 'en-US': specEn } : {},
      units: { 'en-US': unitEn },
    });
  });
  return { planned: errors.length ? [] : planned, rows: rows.length, errors };
}
