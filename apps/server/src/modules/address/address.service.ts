import type { Address, Division, Locale } from '@storefront/contract';
import type { addressInputSchema } from '@storefront/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError, conflict, invalidField, isUniqueViolation, notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { isDeliverable, isKnownPosition } from '../../shared/geo/delivery.js';
import { attachUploads, uploadUrl } from '../../shared/uploads/attach.js';
import type { UploadStorage } from '../../shared/uploads/storage.js';
import { nationalNumberOf } from './address.phone.js';
import {
  type AddressRow,
  type AddressValues,
  clearDefault,
  countAddresses,
  deleteAddress,
  deliveryAreas,
  findAddress,
  findCountryByCode,
  findDivisions,
  insertAddress,
  isSellingPhoneCode,
  listAddresses,
  listDivisions,
  lockMember,
  maxAddresses,
  promoteNewest,
  updateAddress,
} from './address.repository.js';

export interface AddressContext {
  db: Db;
  locale: Locale;
  uploads: UploadStorage;
}
export type AddressInput = z.output<typeof addressInputSchema>;

async function withDivisionNames(db: Db, locale: Locale, rows: AddressRow[]): Promise<Address[]> {
  const pairs = rows.flatMap((r) =>
    r.countryCode
      ? [r.provinceCode, r.districtCode, r.wardCode]
          .filter((c): c is string => !!c)
          .map((code) => ({ countryCode: r.countryCode!, code }))
      : [],
  );
  const names = new Map(
    (await findDivisions(db, pairs)).map((d) => [`${d.countryCode}:${d.code}`, pick(d.names, locale)]),
  );
  const nameOf = (r: AddressRow, code: string | null) =>
    code && r.countryCode ? (names.get(`${r.countryCode}:${code}`) ?? null) : null;
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    name: r.name,
    phoneCountryCode: r.phoneCountryCode,
    phoneNumber: r.phoneNumber,
    defaultStatus: r.defaultStatus === 1 ? 1 : 0,
    countryCode: r.countryCode,
    postCode: r.postCode,
    provinceCode: r.provinceCode,
    districtCode: r.districtCode,
    wardCode: r.wardCode,
    provinceName: nameOf(r, r.provinceCode),
    districtName: nameOf(r, r.districtCode),
    wardName: nameOf(r, r.wardCode),
    detailAddress: r.detailAddress,
    houseNumber: r.houseNumber,
    longitude: r.longitude,
    latitude: r.latitude,
    images: r.images,
    inRegion: r.inRegion,
  }));
}

const one = async (ctx: AddressContext, row: AddressRow) => (await withDivisionNames(ctx.db, ctx.locale, [row]))[0]!;

export async function listMemberAddresses(ctx: AddressContext, memberId: number): Promise<Address[]> {
  return withDivisionNames(ctx.db, ctx.locale, await listAddresses(ctx.db, memberId));
}

export async function getMemberAddress(ctx: AddressContext, memberId: number, id: number): Promise<Address> {
  const row = await findAddress(ctx.db, memberId, id);
  if (!row) throw notFound();
  return one(ctx, row);
}

/** Checks the province → district → ward chain against the country's divisions. */
async function checkDivisions(db: Db | Tx, input: AddressInput) {
  const chain = [
    ['provinceCode', input.provinceCode, 1],
    ['districtCode', input.districtCode, 2],
    ['wardCode', input.wardCode, 3],
  ] as const;
  const given = chain.filter(([, code]) => !!code);
  if (given.length === 0) return;
  const found = await findDivisions(
    db,
    given.map(([, code]) => ({ countryCode: input.countryCode, code: code! })),
  );
  const byCode = new Map(found.filter((d) => d.countryCode === input.countryCode).map((d) => [d.code, d]));
  let parent: string | null = null;
  for (const [field, code, level] of chain) {
    if (!code) {
      // A ward without its district (or a district without its province) cannot be placed.
      if (chain.some(([, c, l]) => c && l > level)) throw invalidField(`body.${field}`, 'address.divisionInvalid');
      continue;
    }
    const d = byCode.get(code);
    if (!d || d.level !== level || d.parentCode !== parent)
      throw invalidField(`body.${field}`, 'address.divisionInvalid');
    parent = code;
  }
}

/** Everything an address write needs checked and computed, before the transaction. */
async function valuesOf(db: Db, input: AddressInput): Promise<Omit<AddressValues, 'defaultStatus'>> {
  if (!(await findCountryByCode(db, input.countryCode)))
    throw invalidField('body.countryCode', 'address.countryInvalid');
  if (!(await isSellingPhoneCode(db, input.phoneCountryCode)))
    throw invalidField('body.phoneCountryCode', 'auth.invalidPhone');
  const phoneNumber = nationalNumberOf(input.phoneCountryCode, input.phoneNumber);
  if (!phoneNumber) throw invalidField('body.phoneNumber', 'auth.invalidPhone');
  if (!isKnownPosition(input.latitude, input.longitude))
    throw invalidField('body.latitude', 'address.locationRequired');
  await checkDivisions(db, input);
  // inRegion is the server's: the client never sends it, and it follows the coordinates.
  const inRegion = isDeliverable(input.latitude, input.longitude, await deliveryAreas(db));
  return {
    name: input.name,
    phoneCountryCode: input.phoneCountryCode,
    phoneNumber,
    countryCode: input.countryCode,
    postCode: input.postCode ?? null,
    provinceCode: input.provinceCode ?? null,
    districtCode: input.districtCode ?? null,
    wardCode: input.wardCode ?? null,
    detailAddress: input.detailAddress,
    houseNumber: input.houseNumber,
    latitude: input.latitude,
    longitude: input.longitude!,
    images: input.images.map(uploadUrl),
    inRegion,
  };
}

async function attachOrRefuse(tx: Tx, uploads: UploadStorage, memberId: number, keys: string[]) {
  const notMine = await attachUploads(tx, uploads, { memberId }, keys);
  if (notMine.length > 0) throw invalidField('body.images', 'upload.unknown');
}

/**
 * Runs one address write with the member's rows serialised (see lockMember). A unique violation
 * of the one-default index can then only mean a writer that bypassed the lock: a 409, never a 500.
 */
async function inMemberTransaction<T>(ctx: AddressContext, memberId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await lockMember(tx, memberId))) throw notFound();
      return work(tx);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

export async function addMemberAddress(ctx: AddressContext, memberId: number, input: AddressInput): Promise<Address> {
  const values = await valuesOf(ctx.db, input);
  const row = await inMemberTransaction(ctx, memberId, async (tx) => {
    const [count, max] = await Promise.all([countAddresses(tx, memberId), maxAddresses(tx)]);
    if (count >= max) throw conflict('address.maxReached', { max });
    await attachOrRefuse(tx, ctx.uploads, memberId, input.images);
    // The first address is the default whatever was asked: a member with addresses always has one.
    const makeDefault = count === 0 || input.defaultStatus === 1;
    if (makeDefault) await clearDefault(tx, memberId);
    return insertAddress(tx, memberId, { ...values, defaultStatus: makeDefault ? 1 : 0 });
  });
  return one(ctx, row);
}

export async function updateMemberAddress(
  ctx: AddressContext,
  memberId: number,
  id: number,
  input: AddressInput,
): Promise<Address> {
  const values = await valuesOf(ctx.db, input);
  const row = await inMemberTransaction(ctx, memberId, async (tx) => {
    if (!(await findAddress(tx, memberId, id))) throw notFound();
    await attachOrRefuse(tx, ctx.uploads, memberId, input.images);
    // Only "make this the default" acts: unsetting the default would leave the member without one.
    if (input.defaultStatus === 1) await clearDefault(tx, memberId, id);
    return updateAddress(tx, memberId, id, { ...values, ...(input.defaultStatus === 1 ? { defaultStatus: 1 } : {}) });
  });
  if (!row) throw notFound();
  return one(ctx, row);
}

export async function deleteMemberAddress(ctx: AddressContext, memberId: number, id: number): Promise<null> {
  await inMemberTransaction(ctx, memberId, async (tx) => {
    const deleted = await deleteAddress(tx, memberId, id);
    if (!deleted) throw notFound();
    if (deleted.defaultStatus === 1) await promoteNewest(tx, memberId);
  });
  return null;
}

export async function setDefaultMemberAddress(ctx: AddressContext, memberId: number, id: number): Promise<Address> {
  const row = await inMemberTransaction(ctx, memberId, async (tx) => {
    if (!(await findAddress(tx, memberId, id))) throw notFound();
    await clearDefault(tx, memberId, id);
    return updateAddress(tx, memberId, id, { defaultStatus: 1 });
  });
  if (!row) throw notFound();
  return one(ctx, row);
}

export async function divisions(ctx: AddressContext, countryCode: string, parentCode?: string): Promise<Division[]> {
  const rows = await listDivisions(ctx.db, countryCode, parentCode ?? null);
  return rows.map((r) => ({
    code: r.code,
    name: pick(r.names, ctx.locale),
    level: r.level as Division['level'],
    parentCode: r.parentCode,
    hasChildren: Boolean(r.hasChildren),
  }));
}
