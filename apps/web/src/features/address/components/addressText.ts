import type { Address } from '@storefront/contract';

/** One line a person reads: house number, detail, then ward, district, province (as far as chosen). */
export const addressLine = (a: Address) =>
  [`${a.houseNumber} ${a.detailAddress}`.trim(), a.wardName, a.districtName, a.provinceName].filter(Boolean).join(', ');
