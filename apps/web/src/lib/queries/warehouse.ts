import { freightActivityList, listRegionV2, warehousesByAddress } from '@storefront/contract/routes';
import { call, type CallOptions } from '../http';
import type { Position } from '../storage';

/** Spec §9: freight activities are read once per warehouse, page 1 of 50. */
export const FREIGHT_PAGE = { pageNum: 1, pageSize: 50 } as const;

/** 0/0 is the spec's "position unknown": the server then orders by country and name instead. */
export const positionParams = (p: Position) =>
  p.latitude === 0 && p.longitude === 0 ? {} : { latitude: p.latitude, longitude: p.longitude };

export const fetchRegions = (position: Position, opts?: CallOptions) =>
  call(listRegionV2, { query: positionParams(position) }, opts);

export const fetchWarehousesByAddress = (memberReceiveAddressId: number, opts?: CallOptions) =>
  call(warehousesByAddress, { body: { memberReceiveAddressId } }, opts);

export const fetchFreightActivities = (warehouseId: number, opts?: CallOptions) =>
  call(freightActivityList, { query: { warehouseId, ...FREIGHT_PAGE } }, opts);
