import { describe, expect, it } from 'vitest';
import type { MerchandisingProduct } from '@storefront/contract';
import {
  combinations,
  comboLabel,
  createBody,
  draftProblems,
  emptyDraft,
  optionEdits,
  skuDraftOf,
  type ProductDraft,
} from './creation';
import { combosWith, optionProblems, sameTexts, valuesFromSpecs } from './structure';

const digits = (code: string) => (code === 'VN' ? 0 : 2);

/** A juice with a size and a flavour, two values each. */
function juice(): ProductDraft {
  let d: ProductDraft = { ...emptyDraft(), categoryId: 3, names: { 'en-US': 'Juice' }, units: { 'en-US': 'bottle' } };
  d = optionEdits.addOption(d);
  d = optionEdits.renameOption(d, 0, { 'en-US': 'Size' });
  d = optionEdits.renameValue(d, 0, 0, { 'en-US': '330 ml', 'th-TH': '330 มล.' });
  d = optionEdits.addValue(d, 0);
  d = optionEdits.renameValue(d, 0, 1, { 'en-US': '1 L' });
  d = optionEdits.addOption(d);
  d = optionEdits.renameOption(d, 1, { 'en-US': 'Flavour' });
  d = optionEdits.renameValue(d, 1, 0, { 'en-US': 'Mango' });
  d = optionEdits.addValue(d, 1);
  return optionEdits.renameValue(d, 1, 1, { 'en-US': 'Lime' });
}

describe('a new product being drafted', () => {
  it('offers every combination of the values, named as the shop will show them', () => {
    const d = juice();
    expect(combinations(d.options)).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    expect(comboLabel(d.options, [0, 1], 'th-TH')).toBe('330 มล. · Lime');
    expect(combinations([])).toEqual([[]]);
  });

  it('keeps what was typed for a combination when a value before it is removed', () => {
    let d = optionEdits.setSku(juice(), [1, 1], { barcode: '893', prices: { VN: '42000' } });
    d = optionEdits.setSku(d, [0, 1], { make: false });
    d = optionEdits.removeValue(d, 0, 0);
    expect(combinations(d.options)).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(skuDraftOf(d, [0, 1])).toEqual({ make: true, barcode: '893', prices: { VN: '42000' } });
    // Removing an option keeps the drafts of its first value's combinations.
    d = optionEdits.removeOption(d, 1);
    expect(skuDraftOf(d, [0]).barcode).toBe('');
  });

  it('says what the server would refuse', () => {
    expect(draftProblems(emptyDraft(), digits).sort()).toEqual(['category', 'englishName', 'unit']);
    let d = optionEdits.setSku(juice(), [0, 0], { prices: { VN: '18000.5' } });
    expect(draftProblems(d, digits)).toEqual(['price']);
    d = optionEdits.renameValue(juice(), 1, 1, { 'en-US': 'mango ' });
    expect(draftProblems(d, digits)).toEqual(['valueTwice']);
    d = juice();
    for (const combo of combinations(d.options)) d = optionEdits.setSku(d, combo, { make: false });
    expect(draftProblems(d, digits)).toEqual(['noSku']);
    expect(draftProblems(optionEdits.addOption(juice()), digits).sort()).toEqual(['optionName', 'valueName']);
  });

  it('sends only the combinations kept and the prices typed, with every option and value', () => {
    let d = optionEdits.setSku(juice(), [0, 0], { barcode: ' 8930001 ', prices: { VN: '18000', TH: ' ' } });
    d = optionEdits.setSku(d, [1, 1], { make: false });
    const body = createBody(d, 'key-12345');
    expect(body.options).toEqual([
      {
        names: { 'en-US': 'Size' },
        values: [{ names: { 'en-US': '330 ml', 'th-TH': '330 มล.' } }, { names: { 'en-US': '1 L' } }],
      },
      { names: { 'en-US': 'Flavour' }, values: [{ names: { 'en-US': 'Mango' } }, { names: { 'en-US': 'Lime' } }] },
    ]);
    expect(body.skus?.map((s) => s.values)).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
    ]);
    expect(body.skus?.[0]).toMatchObject({ barcode: '8930001', prices: [{ countryCode: 'VN', amount: '18000' }] });
    expect(body.skus?.[1]).not.toHaveProperty('barcode');
  });
});

describe("an existing product's options", () => {
  const sku = (skuId: number, en: string, valueIds: number[] = []) => ({
    skuId,
    spec: en,
    unit: 'bag',
    specs: { 'en-US': en, 'vi-VN': `${en} vi` },
    units: { 'en-US': 'bag' },
    valueIds,
    barcode: null,
    onShelf: true,
    retired: false,
    prices: [],
    scheduled: [],
    stock: [],
  });

  it('start from the sizes the SKUs show, each SKU taking its own', () => {
    const { values, assign } = valuesFromSpecs([sku(1, '1 kg'), sku(2, '2 kg'), sku(3, '1 KG')]);
    expect(values.map((v) => v.names)).toEqual([
      { 'en-US': '1 kg', 'vi-VN': '1 kg vi' },
      { 'en-US': '2 kg', 'vi-VN': '2 kg vi' },
    ]);
    expect([...assign]).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
  });

  it('refuse two SKUs holding the same values, and values without English names', () => {
    const product = { skus: [sku(1, 'a', [7]), sku(2, 'b', [8])] } as unknown as MerchandisingProduct;
    expect(
      optionProblems(
        { 'en-US': 'Pack' },
        [{ names: { 'en-US': 'One' } }],
        combosWith(
          product,
          new Map([
            [1, 0],
            [2, 0],
          ]),
        ),
      ),
    ).toEqual([]);
    const flat = { skus: [sku(1, 'a'), sku(2, 'b')] } as unknown as MerchandisingProduct;
    expect(
      optionProblems(
        { 'en-US': 'Pack' },
        [{ names: {} }],
        combosWith(
          flat,
          new Map([
            [1, 0],
            [2, 0],
          ]),
        ),
      ),
    ).toEqual(['valueName', 'assignTwice']);
    expect(sameTexts({ 'en-US': 'a ', 'th-TH': '' }, { 'en-US': 'a' })).toBe(true);
  });
});
