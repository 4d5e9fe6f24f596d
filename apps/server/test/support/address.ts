import type { FastifyInstance } from 'fastify';
import { call } from './auth.js';

/** A valid address near the District 1 warehouse of Ho Chi Minh City (inside its delivery area). */
export const hcmAddress = (overrides: Record<string, unknown> = {}) => ({
  name: 'Recipient',
  phoneCountryCode: '84',
  phoneNumber: '0901 234 567',
  countryCode: 'VN',
  provinceCode: '79',
  districtCode: '760',
  wardCode: '26740',
  detailAddress: 'Lê Lợi, Bến Nghé',
  houseNumber: '7A',
  latitude: 10.7731,
  longitude: 106.7005,
  ...overrides,
});

export const addAddress = (
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
) => call(app, 'POST', '/member/address/add', { headers, body: hcmAddress(overrides) });

export const listAddresses = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await call(app, 'GET', '/member/address/list', { headers })).body.data as { id: number; defaultStatus: number }[];

/** The invariant of the address book: a member with addresses has exactly one default. */
export async function defaultsOf(app: FastifyInstance, headers: Record<string, string>) {
  const list = await listAddresses(app, headers);
  return { count: list.length, defaults: list.filter((a) => a.defaultStatus === 1).length };
}
