import { describe, expect, it } from 'vitest';
import type { MerchandisingCategoryNode } from '@storefront/contract';
import { canAddUnder, canMoveUnder, canRemove, placeOf, stepOf, treeOf } from './categories';

const node = (categoryId: number, parentId: number | null): MerchandisingCategoryNode => ({
  categoryId,
  parentId,
  names: { 'en-US': `C${categoryId}` },
  icon: null,
  productCount: 0,
  adult: false,
});
/** 1 › (2 › 3), 4 › 5, 6 — three levels under 1. */
const nodes = [node(1, null), node(2, 1), node(3, 2), node(4, null), node(5, 4), node(6, null)];

describe('the category tree, as moved', () => {
  it('is drawn parents first, children in order', () => {
    const tree = treeOf(nodes);
    expect(tree.map((n) => n.key)).toEqual([1, 4, 6]);
    expect(tree[0]!.children[0]!.children.map((n) => n.key)).toEqual([3]);
  });

  it('offers only moves the server takes: never below itself, at most three levels', () => {
    expect(canMoveUnder(nodes, 1, 2)).toBe(false);
    expect(canMoveUnder(nodes, 1, 1)).toBe(false);
    expect(canMoveUnder(nodes, 4, 1)).toBe(true);
    // 4 › 5 under 2 would make four levels.
    expect(canMoveUnder(nodes, 4, 2)).toBe(false);
    expect(canMoveUnder(nodes, 3, null)).toBe(true);
    expect(canAddUnder(nodes, 3)).toBe(false);
    expect(canAddUnder(nodes, 2)).toBe(true);
  });

  it('turns a drop into a parent and an index among the new siblings', () => {
    // 6 dropped before 4: second at the top.
    expect(placeOf(nodes, { dragId: 6, targetId: 4, onto: false, side: -1 })).toEqual({ parentId: null, index: 1 });
    // 1 dropped after 6: the 1 is left out of its siblings, so it is last at index 2.
    expect(placeOf(nodes, { dragId: 1, targetId: 6, onto: false, side: 1 })).toEqual({ parentId: null, index: 2 });
    expect(placeOf(nodes, { dragId: 6, targetId: 4, onto: true, side: 1 })).toEqual({ parentId: 4, index: 0 });
    expect(placeOf(nodes, { dragId: 1, targetId: 3, onto: true, side: 1 })).toBeNull();
    expect(placeOf(nodes, { dragId: 4, targetId: 3, onto: false, side: 1 })).toBeNull();
  });

  it('steps a category up or down among its siblings', () => {
    expect(stepOf(nodes, 4, -1)).toEqual({ parentId: null, index: 0 });
    expect(stepOf(nodes, 1, -1)).toBeNull();
    expect(stepOf(nodes, 6, 1)).toBeNull();
  });
});

describe('deleting a category', () => {
  it('is offered only for one holding no products and no categories', () => {
    expect(canRemove(nodes, 6)).toBe(true);
    expect(canRemove(nodes, 3)).toBe(true);
    expect(canRemove(nodes, 2)).toBe(false);
    expect(canRemove([...nodes.slice(0, 5), { ...node(6, null), productCount: 2 }], 6)).toBe(false);
    expect(canRemove(nodes, 99)).toBe(false);
  });
});
