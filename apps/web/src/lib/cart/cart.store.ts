import { create } from 'zustand';
import { local, type VisitorCartLine } from '../storage';

/**
 * The visitor's cart (spec §3): lines per warehouse id, matched by productSkuId, written through to
 * local storage under `visitorCart`. It lives in lib, not in features/cart, because adding to it
 * happens on product details and on every list card, and features do not import each other.
 * A member's cart is on the server; this store then only carries the badge's bounce.
 */
export interface CartState {
  visitor: Record<string, VisitorCartLine[]>;
  /** Visitor lines left out of checkout, per warehouse; stored, so a reload keeps the ticks (new lines start selected). */
  unselected: Record<string, number[]>;
  /** Bumped by every add, so the tab badge can bounce. */
  bounce: number;
}

const ids = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
const load = (): CartState => ({
  visitor: local.get('visitorCart') ?? {},
  // Stored values can be edited by hand or by an older version: keep only SKU ids.
  unselected: Object.fromEntries(Object.entries(local.get('visitorCartUnselected') ?? {}).map(([w, v]) => [w, ids(v)])),
  bounce: 0,
});

export const useCartStore = create<CartState>()(() => load());

const key = (warehouseId: number) => String(warehouseId);

function writeLines(warehouseId: number, lines: VisitorCartLine[]): void {
  const visitor = { ...useCartStore.getState().visitor };
  if (lines.length) visitor[key(warehouseId)] = lines;
  else delete visitor[key(warehouseId)];
  useCartStore.setState({ visitor });
  if (Object.keys(visitor).length) local.set('visitorCart', visitor);
  else local.remove('visitorCart');
}

/** Stored lines can be edited by hand or by an older version: keep only whole positive quantities. */
const valid = (l: VisitorCartLine) =>
  Number.isInteger(l.productSkuId) && l.productSkuId > 0 && Number.isInteger(l.quantity) && l.quantity > 0;

export const visitorLines = (warehouseId: number): VisitorCartLine[] =>
  (useCartStore.getState().visitor[key(warehouseId)] ?? []).filter(valid);

export const visitorQuantityOf = (warehouseId: number, productSkuId: number): number =>
  visitorLines(warehouseId).find((l) => l.productSkuId === productSkuId)?.quantity ?? 0;

/** Adds to the line of that SKU (or a new line at the top); returns the line's new quantity. */
export function addVisitorLine(warehouseId: number, productSkuId: number, quantity: number): number {
  const lines = visitorLines(warehouseId);
  const line = lines.find((l) => l.productSkuId === productSkuId);
  const next = (line?.quantity ?? 0) + quantity;
  writeLines(warehouseId, [{ productSkuId, quantity: next }, ...lines.filter((l) => l.productSkuId !== productSkuId)]);
  return next;
}

export function setVisitorQuantity(warehouseId: number, productSkuId: number, quantity: number): void {
  writeLines(
    warehouseId,
    visitorLines(warehouseId).map((l) => (l.productSkuId === productSkuId ? { ...l, quantity } : l)),
  );
}

export function removeVisitorLines(warehouseId: number, productSkuIds: readonly number[]): void {
  const gone = new Set(productSkuIds);
  writeLines(
    warehouseId,
    visitorLines(warehouseId).filter((l) => !gone.has(l.productSkuId)),
  );
  const unselected = useCartStore.getState().unselected[key(warehouseId)] ?? [];
  setUnselected(
    warehouseId,
    unselected.filter((id) => !gone.has(id)),
  );
}

function setUnselected(warehouseId: number, off: number[]): void {
  const unselected = { ...useCartStore.getState().unselected };
  if (off.length) unselected[key(warehouseId)] = off;
  else delete unselected[key(warehouseId)];
  useCartStore.setState({ unselected });
  if (Object.keys(unselected).length) local.set('visitorCartUnselected', unselected);
  else local.remove('visitorCartUnselected');
}

/** Selects or unselects the given lines, or every line when `productSkuIds` is absent. */
export function selectVisitorLines(
  warehouseId: number,
  productSkuIds: readonly number[] | undefined,
  selected: boolean,
) {
  const all = visitorLines(warehouseId).map((l) => l.productSkuId);
  const ids = new Set(productSkuIds ?? all);
  const current = new Set(useCartStore.getState().unselected[key(warehouseId)] ?? []);
  for (const id of ids) {
    if (selected) current.delete(id);
    else current.add(id);
  }
  setUnselected(
    warehouseId,
    [...current].filter((id) => all.includes(id)),
  );
}

export const visitorUnselected = (warehouseId: number): number[] =>
  useCartStore.getState().unselected[key(warehouseId)] ?? [];

/** The visitor lines ticked for checkout (the order preview sends these as `items`). */
export const selectedVisitorItems = (warehouseId: number): VisitorCartLine[] => {
  const unselected = new Set(visitorUnselected(warehouseId));
  return visitorLines(warehouseId).filter((l) => !unselected.has(l.productSkuId));
};

/** After a merge into the member's cart: that warehouse's local copy is gone (spec §4). */
export const clearVisitorWarehouse = (warehouseId: number) => {
  writeLines(warehouseId, []);
  setUnselected(warehouseId, []);
};

/** Logout (spec §4): the local cart belongs to nobody any more. */
export function clearCart(): void {
  local.remove('visitorCart');
  local.remove('visitorCartUnselected');
  useCartStore.setState({ visitor: {}, unselected: {} });
}

export const bounceBadge = () => useCartStore.setState((s) => ({ bounce: s.bounce + 1 }));

/** Tests and a storage change in another tab: read the stored lines again. */
export const reloadCartStore = () => useCartStore.setState(load());
