import { describe, expect, it } from 'vitest';
import { amountText, crc16, crcHolds, parseTlv, transferQrPayload, tlv, withCrc } from '../src/modules/order/emvco.js';

/**
 * Published payloads, each with its CRC: PromptPay from the reference implementation's test suite
 * (dtinth/promptpay-qr), VietQR from the subiz/vietqr README (VietinBank BIN 970415).
 */
const PROMPTPAY = {
  phone: '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
  taxId: '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD',
  amount: '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
};
const VIETQR =
  '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';

describe('EMVCo QR payloads', () => {
  it('computes the CRC-16/CCITT of every published payload', () => {
    for (const payload of [...Object.values(PROMPTPAY), VIETQR]) {
      expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
      expect(crcHolds(payload)).toBe(true);
    }
    expect(crcHolds(VIETQR.replace('120000', '120001'))).toBe(false);
  });

  it('builds the published PromptPay payloads from their parts', () => {
    const pp = (proxy: string, rest = '') =>
      withCrc(
        tlv('00', '01') +
          tlv('01', rest ? '12' : '11') +
          tlv('29', tlv('00', 'A000000677010111') + proxy) +
          tlv('58', 'TH') +
          tlv('53', '764') +
          rest,
      );
    expect(pp(tlv('01', '0066801234567'))).toBe(PROMPTPAY.phone);
    expect(pp(tlv('02', '0123456789012'))).toBe(PROMPTPAY.taxId);
    expect(pp(tlv('01', '0066000000000'), tlv('54', amountText(422, 2)))).toBe(PROMPTPAY.amount);
  });

  it('builds the published VietQR payload with our VietQR builder', () => {
    const built = transferQrPayload({
      account: {
        standard: 'VietQR',
        bankName: 'VietinBank',
        accountName: 'X',
        accountNumber: '0011001932418',
        bankCode: '970415',
      },
      amount: 120_000,
      currencyDigits: 0,
      reference: 'ủng hộ lũ lụt',
    });
    expect(built).toBe(VIETQR);
  });

  it('puts the amount, the currency and the order number in a PromptPay and a QR Ph payload, with a valid CRC', () => {
    const th = transferQrPayload({
      account: {
        standard: 'PromptPay',
        bankName: 'KBank',
        accountName: 'Shop',
        accountNumber: '0105561234567',
        promptPayType: 'taxId',
      },
      amount: 12_345,
      currencyDigits: 2,
      reference: 'TH26112412345678',
    });
    const t = parseTlv(th);
    expect([t.get('01'), t.get('53'), t.get('54'), t.get('58')]).toEqual(['12', '764', '123.45', 'TH']);
    expect(parseTlv(t.get('29')!).get('02')).toBe('0105561234567');
    expect(parseTlv(t.get('62')!).get('05')).toBe('TH26112412345678');
    expect(crcHolds(th)).toBe(true);

    const ph = transferQrPayload({
      account: {
        standard: 'QRPh',
        bankName: 'BDO',
        accountName: 'Storefront PH',
        accountNumber: '001234567890',
        bankCode: 'BNORPHMMXXX',
        city: 'Manila',
      },
      amount: 99_950,
      currencyDigits: 2,
      reference: 'PH26112400000001',
    });
    const p = parseTlv(ph);
    expect([p.get('53'), p.get('54'), p.get('58'), p.get('59'), p.get('60')]).toEqual([
      '608',
      '999.50',
      'PH',
      'Storefront PH',
      'Manila',
    ]);
    expect(parseTlv(p.get('27')!).get('00')).toBe('com.p2pqrpay');
    expect(crcHolds(ph)).toBe(true);
  });

  it('writes amounts from minor units without a float', () => {
    expect(amountText(0, 2)).toBe('0.00');
    expect(amountText(5, 2)).toBe('0.05');
    expect(amountText(79_000, 0)).toBe('79000');
    expect(() => amountText(-1, 0)).toThrow();
  });
});
