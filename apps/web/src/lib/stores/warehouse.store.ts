import { create } from 'zustand';
import type { FreightActivity, Region, Warehouse } from '@storefront/contract';
import { fetchFreightActivities, fetchRegions, fetchWarehousesByAddress } from '../queries/warehouse';
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
 * Spec §4 current warehouse: with a token and a saved address (id ≠ 0) the warehouses that
 * deliver there; otherwise the region list near the stored position. The first is kept (or the
 * user's own pick when it is in the list), then its freight activities load.
 */
export async function determineWarehouse(): Promise<Warehouse | null> {
  const gen = ++generation;
  const address = local.get('address');
  let list: Warehouse[] = [];
  let source: WarehouseState['source'] = null;
  if (isLoggedIn() && address?.id) {
    list = await fetchWarehousesByAddress(address.id, silent);
    source = 'address';
  }
  // No warehouse delivers to that address: still show what is sold nearby rather than nothing.
  if (list.length === 0) {
    list = flattenRegions(await loadRegions());
    source = 'regions';
  }
  if (gen !== generation) return useWarehouseStore.getState().warehouse;
  const warehouse = pickWarehouse(list, local.get('warehouseId'));
  useWarehouseStore.setState({ warehouse, source, freightActivities: [] });
  followCountry(warehouse);
  if (warehouse) await loadFreight(warehouse.warehouseId);
  return warehouse;
}

/** The user switches warehouse by hand: remembered across visits, lists reload (keyed by id). */
export async function chooseWarehouse(warehouse: Warehouse): Promise<void> {
  generation++;
  local.set('warehouseId', warehouse.warehouseId);
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
    last = key;
    // applyMemberInfo stores the saved address just after the info: read it once that is done.
    queueMicrotask(
      () => void determineWarehouse().catch((e: unknown) => console.warn('current warehouse not determined', e)),
    );
  });
}

/** The id the catalogue calls pass as `warehouseId`; undefined before one is known. */
export const useWarehouseId = (): number | undefined => useWarehouseStore((s) => s.warehouse?.warehouseId);

export const resetWarehouseStore = () => useWarehouseStore.setState(initial);
