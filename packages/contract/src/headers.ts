/** Request headers every call may carry (spec §7). Lower-case, as Node and fetch see them. */
export const HEADERS = {
  acceptLanguage: 'accept-language',
  platform: 'platform',
  authorization: 'authorization',
  guestAuthorization: 'guestauthorization',
  originalMemberId: 'originalmemberid',
  originalUserName: 'originalusername',
  qrCode: 'qrcode',
  deviceIdentifier: 'deviceidentifier',
  idempotencyKey: 'idempotency-key',
} as const;

/** The spec's spelling, used by the web client when it sends them. */
export const HEADER_NAMES = {
  acceptLanguage: 'Accept-Language',
  platform: 'platform',
  authorization: 'Authorization',
  guestAuthorization: 'GuestAuthorization',
  originalMemberId: 'originalMemberId',
  originalUserName: 'originalUserName',
  qrCode: 'qrCode',
  deviceIdentifier: 'deviceIdentifier',
  idempotencyKey: 'Idempotency-Key',
} as const;

export const PLATFORM_H5 = 'H5';
export const TOKEN_HEAD = 'Bearer ';
