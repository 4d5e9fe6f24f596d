import { create } from 'zustand';
import type { FreightActivity, Region, Warehouse } from '@storefront/contract';
import { fetchFreightActivities, fetchRegions, fetchWarehousesByAddress } from '../queries/warehouse';
import { getPosition, local } from '../storage';
import { useLocaleStore } from './locale.store';
import { isLoggedIn } from './session.store';

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
  const warehouse = pickWarehouse(list, local.get('warehouseId'));
  useWarehouseStore.setState({ warehouse, source, freightActivities: [] });
  followCountry(warehouse);
  if (warehouse) await loadFreight(warehouse.warehouseId);
  return warehouse;
}

/** The user switches warehouse by hand: remembered across visits, lists reload (keyed by id). */
export async function chooseWarehouse(warehouse: Warehouse): Promise<void> {
  local.set('warehouseId', warehouse.warehouseId);
  useWarehouseStore.setState({ warehouse, freightActivities: [] });
  followCountry(warehouse);
  await loadFreight(warehouse.warehouseId);
}

/** The id the catalogue calls pass as `warehouseId`; undefined before one is known. */
export const useWarehouseId = (): number | undefined => useWarehouseStore((s) => s.warehouse?.warehouseId);

export const resetWarehouseStore = () => useWarehouseStore.setState(initial);
