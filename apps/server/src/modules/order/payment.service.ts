import type { PaymentInstructions, PaymentMethod } from '@storefront/contract';
import { type BankAccount, transferQrPayload } from './emvco.js';

/**
 * How to pay an order: for a bank transfer, the country's EMVCo QR (VietQR, PromptPay, QR Ph)
 * with the amount and the order number, and the account in words for those who type it in.
 */
export function paymentInstructions(o: {
  paymentMethod: PaymentMethod;
  account: BankAccount | null;
  amount: number;
  currencyCode: string;
  currencyDigits: number;
  orderSn: string;
  deadline: Date | null;
}): PaymentInstructions {
  const transfer = o.paymentMethod === 'bankTransfer' && o.account !== null;
  return {
    method: o.paymentMethod,
    amount: o.amount,
    currencyCode: o.currencyCode,
    reference: o.orderSn,
    qrStandard: transfer ? o.account!.standard : null,
    qrPayload: transfer
      ? transferQrPayload({
          account: o.account!,
          amount: o.amount,
          currencyDigits: o.currencyDigits,
          reference: o.orderSn,
        })
      : null,
    bank: transfer
      ? { bankName: o.account!.bankName, accountName: o.account!.accountName, accountNumber: o.account!.accountNumber }
      : null,
    paymentDeadline: o.deadline?.toISOString() ?? null,
  };
}
