/**
 * EMVCo merchant-presented QR payloads (EMV QRCPS-MPM) for bank transfers: VietQR (NAPAS, Vietnam),
 * PromptPay (Thailand) and QR Ph (Philippines). A payload is a list of ID–length–value objects
 * ending with a CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) over everything before it,
 * including "6304" itself. Any banking app of the country reads the account, the amount and the
 * order number from it.
 */

export type QrStandard = 'VietQR' | 'PromptPay' | 'QRPh';

/** The retailer's receiving account in one country (setting `PAYMENT_BANK_ACCOUNTS`). */
export interface BankAccount {
  standard: QrStandard;
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** VietQR: the bank's 6-digit NAPAS BIN. QR Ph: the bank's BIC (e.g. "BNORPHMMXXX"). */
  bankCode?: string;
  /** PromptPay: the proxy the account is registered under. */
  promptPayType?: 'mobile' | 'taxId';
  /** QR Ph: merchant city (EMVCo tag 60, required there). */
  city?: string;
}

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One data object; values over 99 characters cannot be encoded and are a programming error. */
export function tlv(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) throw new RangeError(`EMVCo value of ${id} is ${length} long`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

export const withCrc = (body: string) => {
  const head = `${body}6304`;
  return head + crc16(head);
};

/** Splits a payload into its top-level objects (tests and the ops CLI read payloads back). */
export function parseTlv(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i + 4 <= payload.length) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!Number.isInteger(length)) throw new SyntaxError(`bad length at ${i}`);
    out.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

/** The checksum of a whole payload holds. */
export const crcHolds = (payload: string) =>
  payload.length > 8 && payload.slice(-8, -4) === '6304' && crc16(payload.slice(0, -4)) === payload.slice(-4);

/** Minor units as the decimal amount of tag 54 ("79000", "4.22"). */
export function amountText(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`amount ${minor}`);
  if (digits === 0) return String(minor);
  const s = String(minor).padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** EMVCo "ans" fields: the reference goes through banks that read only printable ASCII. */
const ascii = (s: string, max: number) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, max);

const CURRENCY = { VietQR: '704', PromptPay: '764', QRPh: '608' } as const;
const COUNTRY = { VietQR: 'VN', PromptPay: 'TH', QRPh: 'PH' } as const;

function merchantAccount(a: BankAccount): string {
  switch (a.standard) {
    case 'VietQR':
      // NAPAS: GUID, beneficiary organisation (BIN + account), service "to account".
      return tlv(
        '38',
        tlv('00', 'A000000727') +
          tlv('01', tlv('00', a.bankCode ?? '') + tlv('01', a.accountNumber)) +
          tlv('02', 'QRIBFTTA'),
      );
    case 'PromptPay': {
      // A mobile proxy is 0066 + the number without its trunk 0; a tax id is 13 digits.
      const digits = a.accountNumber.replace(/\D/g, '');
      const proxy =
        a.promptPayType === 'taxId'
          ? tlv('02', digits)
          : tlv('01', `0066${digits.replace(/^(66|0)/, '').padStart(9, '0')}`);
      return tlv('29', tlv('00', 'A000000677010111') + proxy);
    }
    case 'QRPh':
      // QR Ph person-to-person: GUID, the receiving bank's BIC, the account number.
      return tlv('27', tlv('00', 'com.p2pqrpay') + tlv('01', a.bankCode ?? '') + tlv('04', a.accountNumber));
  }
}

export interface TransferQrInput {
  account: BankAccount;
  /** Minor units of the country's currency. */
  amount: number;
  currencyDigits: number;
  /** The order number, so the transfer can be matched to the order. */
  reference: string;
}

/** A dynamic (one-payment) QR with the amount and the order number. */
export function transferQrPayload({ account, amount, currencyDigits, reference }: TransferQrInput): string {
  const s = account.standard;
  const ref = ascii(reference, 25);
  const parts = [tlv('00', '01'), tlv('01', '12'), merchantAccount(account)];
  if (s === 'QRPh') parts.push(tlv('52', '6016'));
  parts.push(tlv('53', CURRENCY[s]), tlv('54', amountText(amount, currencyDigits)), tlv('58', COUNTRY[s]));
  if (s === 'QRPh')
    parts.push(tlv('59', ascii(account.accountName, 25)), tlv('60', ascii(account.city ?? 'Manila', 15)));
  // VietQR carries the transfer note in 08 (purpose); PromptPay and QR Ph the reference label 05.
  parts.push(tlv('62', s === 'VietQR' ? tlv('08', ref) : tlv('05', ref)));
  return withCrc(parts.join(''));
}

export const standardOfCountry = (countryCode: string): QrStandard | null =>
  countryCode === 'VN' ? 'VietQR' : countryCode === 'TH' ? 'PromptPay' : countryCode === 'PH' ? 'QRPh' : null;
