import { create } from 'zustand';
import type { FreightActivity, Region, Warehouse } from '@storefront/contract';
import { fetchFreightActivities, fetchRegions, fetchWarehousesByAddress } from '../queries/warehouse';
import { isNetworkError } from '../http';
import { getPosition, local } from '../storage';
import { useLocaleStore } from './locale.store';
import { isLoggedIn, useSessionStore, type SessionState } from './session.store';

export interface WarehouseState {
  /** Where the catalogue's stock, prices and promotions come from; null until determined. */
  warehouse: Warehouse | null;
  /** Regions with their warehouses, nearest first (for the switcher). */
  regions: Region[];
  freightActivities: FreightActivity[];
  /** How the current warehouse was found: the member's address or the region list. */
  source: 'address' | 'regions' | null;
}

const initial: WarehouseState = { warehouse: null, regions: [], freightActivities: [], source: null };

export const useWarehouseStore = create<WarehouseState>()(() => initial);

const silent = { silent: true } as const;

/**
 * Bumped by every determination and manual pick: an answer that comes back after a newer one
 * started (a login right after a logout, a pick during a language switch) is dropped, so the last
 * event wins rather than the slowest request.
 */
let generation = 0;

/** Every warehouse of a region list in the server's order (nearest region, nearest warehouse). */
export const flattenRegions = (regions: readonly Region[]): Warehouse[] => regions.flatMap((r) => r.warehouses);

/** Spec §4: the first warehouse, unless the user picked one by hand that is still on offer. */
export function pickWarehouse(list: readonly Warehouse[], chosenId: number | undefined): Warehouse | null {
  return list.find((w) => w.warehouseId === chosenId) ?? list[0] ?? null;
}

async function loadFreight(warehouseId: number): Promise<void> {
  // A hint on home, not worth stopping the store for: an error leaves the list empty.
  try {
    const page = await fetchFreightActivities(warehouseId, silent);
    if (useWarehouseStore.getState().warehouse?.warehouseId === warehouseId) {
      useWarehouseStore.setState({ freightActivities: page.list });
    }
  } catch (e) {
    console.warn('freight activities not available', e);
  }
}

/**
 * Prices come in the currency of the warehouse's country, so the country (currency symbol, step,
 * the indicator on home) follows the warehouse when the shopper picks one across a border.
 */
function followCountry(warehouse: Warehouse | null): void {
  if (!warehouse) return;
  const { country, countryList, setCountry } = useLocaleStore.getState();
  if (country?.countryCode === warehouse.countryCode) return;
  const match = countryList.find((c) => c.countryCode === warehouse.countryCode);
  if (match) setCountry(match);
}

/** Regions near the stored position; kept in the store for the switcher. */
export async function loadRegions(): Promise<Region[]> {
  const regions = await fetchRegions(getPosition(), silent);
  useWarehouseStore.setState({ regions });
  return regions;
}

/**
 * Asked before the warehouse changes under the shopper (a login, a new default address): true
 * switches to `suggested`, false stays in `current`. The app registers a dialog; without one
 * (scripts, tests of other parts) the suggestion is taken, as before there was a question.
 */
export type WarehouseAsker = (current: Warehouse, suggested: Warehouse) => Promise<boolean>;
let asker: WarehouseAsker | null = null;
export function setWarehouseAsker(ask: WarehouseAsker | null): void {
  asker = ask;
}

export interface DetermineOptions {
  /** Ask before moving the shopper from the warehouse they are looking at (their cart is there). */
  ask?: boolean;
}

/**
 * Spec §4 current warehouse: with a token and a saved address (id ≠ 0) the warehouses that
 * deliver there; otherwise the region list near the stored position. The first is kept, or the
 * shopper's own choice (a pick by hand, or "stay" when asked) while it is still on offer, so a
 * choice survives a reload; then its freight activities load.
 */
export async function determineWarehouse(options: DetermineOptions = {}): Promise<Warehouse | null> {
  const gen = ++generation;
  const address = local.get('address');
  const chosenId = local.get('warehouseId');
  let list: Warehouse[] = [];
  let source: WarehouseState['source'] = null;
  let saved = false;
  if (isLoggedIn() && address?.id) {
    try {
      list = await fetchWarehousesByAddress(address.id, silent);
    } catch (e) {
      // Asked by POST, which the service worker never keeps: offline, the warehouse last shown
      // stands in, so a member opens the saved pages of the shop as a visitor does.
      const last = local.get('lastWarehouse');
      if (!isNetworkError(e) || !last) throw e;
      list = [last];
      saved = true;
    }
    source = 'address';
  }
  // No warehouse delivers to that address: still show what is sold nearby rather than nothing.
  if (list.length === 0) {
    list = flattenRegions(await loadRegions());
    source = 'regions';
  } else if (!saved && chosenId !== undefined && !list.some((w) => w.warehouseId === chosenId)) {
    // The shopper chose a warehouse that does not deliver to the address (to pick up, or to keep
    // the cart they filled there): it stays chosen while the region list still offers it.
    const chosen = flattenRegions(await loadRegions()).find((w) => w.warehouseId === chosenId);
    if (chosen) list = [chosen, ...list];
  }
  if (gen !== generation) return useWarehouseStore.getState().warehouse;
  let warehouse = pickWarehouse(list, chosenId);
  const current = useWarehouseStore.getState().warehouse;
  if (options.ask && asker && current && warehouse && current.warehouseId !== warehouse.warehouseId) {
    const switchTo = await asker(current, warehouse);
    // A newer determination or a pick by hand while the question was open wins.
    if (gen !== generation) return useWarehouseStore.getState().warehouse;
    if (!switchTo) {
      warehouse = current;
      source = 'regions';
    }
    local.set('warehouseId', warehouse.warehouseId);
  }
  useWarehouseStore.setState({ warehouse, source, freightActivities: [] });
  if (warehouse) local.set('lastWarehouse', warehouse);
  followCountry(warehouse);
  if (warehouse) await loadFreight(warehouse.warehouseId);
  return warehouse;
}

/**
 * One question at a time: a login both follows the session here and settles the warehouse
 * before the visitor's cart moves, and the shopper must see one dialog, not two.
 */
let settling: Promise<Warehouse | null> | null = null;
export function settleWarehouse(): Promise<Warehouse | null> {
  settling ??= determineWarehouse({ ask: true }).finally(() => {
    settling = null;
  });
  return settling;
}

/** The user switches warehouse by hand: remembered across visits, lists reload (keyed by id). */
export async function chooseWarehouse(warehouse: Warehouse): Promise<void> {
  generation++;
  local.set('warehouseId', warehouse.warehouseId);
  local.set('lastWarehouse', warehouse);
  useWarehouseStore.setState({ warehouse, freightActivities: [] });
  followCountry(warehouse);
  await loadFreight(warehouse.warehouseId);
}

/**
 * Warehouse and region names come in the request's language: after a language
 * switch the same warehouse is read again, and its freight activity titles with it.
 */
export async function relocalizeWarehouse(): Promise<void> {
  const gen = generation;
  const { warehouse, source } = useWarehouseStore.getState();
  let list = flattenRegions(await loadRegions());
  const address = local.get('address');
  if (
    warehouse &&
    source === 'address' &&
    isLoggedIn() &&
    address?.id &&
    !list.some((w) => w.warehouseId === warehouse.warehouseId)
  ) {
    list = await fetchWarehousesByAddress(address.id, silent);
  }
  // A determination or a pick started meanwhile already answers in the new language.
  if (gen !== generation || !warehouse) return;
  const fresh = list.find((w) => w.warehouseId === warehouse.warehouseId);
  if (fresh) useWarehouseStore.setState({ warehouse: fresh });
  await loadFreight(warehouse.warehouseId);
}

/**
 * Whom the current warehouse was determined for: the visitor, or a member once their info (and
 * with it the saved address) has arrived; null while a new token waits for its info.
 */
const memberKey = (s: Pick<SessionState, 'token' | 'id'>): string | null =>
  !s.token ? 'visitor' : s.id === undefined ? null : `${s.token}|${s.id}`;

/**
 * Spec §4 determines the warehouse at start-up; and again whenever the member changes —
 * login, logout, entering or leaving ordering for a customer, a 401 reset — or prices and stock
 * would come from the previous member's warehouse. Returns the unsubscribe function.
 */
export function followSession(): () => void {
  let last = memberKey(useSessionStore.getState());
  return useSessionStore.subscribe((s) => {
    const key = memberKey(s);
    if (key === null || key === last) return;
    // A visitor logging in is asked before leaving the warehouse whose cart they filled; a staff
    // member entering or leaving a customer's account follows that customer without a question.
    const login = last === 'visitor';
    last = key;
    // applyMemberInfo stores the saved address just after the info: read it once that is done.
    queueMicrotask(
      () =>
        void (login ? settleWarehouse() : determineWarehouse()).catch((e: unknown) =>
          console.warn('current warehouse not determined', e),
        ),
    );
  });
}

/** The id the catalogue calls pass as `warehouseId`; undefined before one is known. */
export const useWarehouseId = (): number | undefined => useWarehouseStore((s) => s.warehouse?.warehouseId);

export const resetWarehouseStore = () => useWarehouseStore.setState(initial);
