import { MAX_CATEGORY_DEPTH } from '@storefront/contract/constants';
import type { MerchandisingCategoryNode } from '@storefront/contract';

/**
 * The category tree as the console moves it. The server is the judge (no loops, at most three
 * levels); these offer only the moves it would take and turn a drop into a parent and an index.
 */
type Node = MerchandisingCategoryNode;

export const childrenOf = (nodes: Node[], parentId: number | null) => nodes.filter((n) => n.parentId === parentId);

/** How deep a category sits: 1 at the top (0 for "the top" itself). */
export function depthOf(nodes: Node[], id: number | null): number {
  let level = 0;
  for (let at = id; at !== null; at = nodes.find((n) => n.categoryId === at)?.parentId ?? null) level++;
  return level;
}

/** How many levels a category and everything below it take. */
export const heightOf = (nodes: Node[], id: number): number =>
  1 + Math.max(0, ...childrenOf(nodes, id).map((c) => heightOf(nodes, c.categoryId)));

/** Whether `id` is `ancestor` or below it. */
export function isWithin(nodes: Node[], id: number | null, ancestor: number): boolean {
  for (let at = id; at !== null; at = nodes.find((n) => n.categoryId === at)?.parentId ?? null)
    if (at === ancestor) return true;
  return false;
}

/** Whether the category may go under `parentId` (null: the top): never below itself, at most three levels. */
export const canMoveUnder = (nodes: Node[], id: number, parentId: number | null) =>
  !(parentId !== null && isWithin(nodes, parentId, id)) &&
  depthOf(nodes, parentId) + heightOf(nodes, id) <= MAX_CATEGORY_DEPTH;

/** Whether a new category may go under `parentId`. */
export const canAddUnder = (nodes: Node[], parentId: number | null) => depthOf(nodes, parentId) < MAX_CATEGORY_DEPTH;

/**
 * Whether deleting the category is worth offering: it holds no products and no categories. The
 * server also keeps the 18+ category and those a banner, promotion or coupon leads to (409).
 */
export const canRemove = (nodes: Node[], id: number) =>
  nodes.some((n) => n.categoryId === id && n.productCount === 0) && childrenOf(nodes, id).length === 0;

/** What a drop on the tree means, as antd's Tree reports it. */
export interface Drop {
  dragId: number;
  targetId: number;
  /** Dropped onto the target (it becomes the parent) rather than beside it. */
  onto: boolean;
  /** Beside the target: before it (-1) or after it (1). */
  side: -1 | 1;
}

/**
 * The parent and the index among the new siblings (the moved one left out) a drop asks for, or
 * null when the server would refuse it.
 */
export function placeOf(nodes: Node[], drop: Drop): { parentId: number | null; index: number } | null {
  const target = nodes.find((n) => n.categoryId === drop.targetId);
  if (!target || drop.dragId === drop.targetId) return null;
  const parentId = drop.onto ? target.categoryId : target.parentId;
  if (!canMoveUnder(nodes, drop.dragId, parentId)) return null;
  if (drop.onto) return { parentId, index: 0 };
  const siblings = childrenOf(nodes, parentId).filter((n) => n.categoryId !== drop.dragId);
  const at = siblings.findIndex((n) => n.categoryId === target.categoryId);
  return { parentId, index: drop.side < 0 ? at : at + 1 };
}

/** The place one step up or down among its siblings, or null at the end. */
export function stepOf(nodes: Node[], id: number, step: -1 | 1) {
  const node = nodes.find((n) => n.categoryId === id);
  if (!node) return null;
  const siblings = childrenOf(nodes, node.parentId);
  const index = siblings.findIndex((n) => n.categoryId === id) + step;
  return index < 0 || index >= siblings.length ? null : { parentId: node.parentId, index };
}

/** antd's tree data: each node keyed by its id, its children below it, in order. */
export interface TreeNode {
  key: number;
  node: Node;
  children: TreeNode[];
}
export const treeOf = (nodes: Node[], parentId: number | null = null): TreeNode[] =>
  childrenOf(nodes, parentId).map((node) => ({
    key: node.categoryId,
    node,
    children: treeOf(nodes, node.categoryId),
  }));
