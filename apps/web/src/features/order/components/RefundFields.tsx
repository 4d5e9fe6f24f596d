import { useId } from 'react';
import { useT } from '../../../i18n';
import { Field, fieldDescription } from '../../../components/Field';

export type RefundMethod = 'original' | 'bankCard';
export interface RefundValue {
  refundMethod: RefundMethod;
  bankName: string;
  bankAccount: string;
  accountHolder: string;
}
export const emptyRefund: RefundValue = { refundMethod: 'original', bankName: '', bankAccount: '', accountHolder: '' };
export type RefundErrors = Partial<Record<'bankName' | 'bankAccount' | 'accountHolder', string>>;

/** Spec §5: a refund to a bank card needs the bank name and the account, both. */
export function validateRefund(
  v: RefundValue,
  t: (k: 'orderDetails:refund.bankNameRequired' | 'orderDetails:refund.bankAccountRequired') => string,
): RefundErrors {
  if (v.refundMethod !== 'bankCard') return {};
  const errors: RefundErrors = {};
  if (!v.bankName.trim()) errors.bankName = t('orderDetails:refund.bankNameRequired');
  if (!v.bankAccount.trim()) errors.bankAccount = t('orderDetails:refund.bankAccountRequired');
  return errors;
}

/** The refund body fields: only what the chosen method needs. */
export const refundBody = (v: RefundValue) =>
  v.refundMethod === 'bankCard'
    ? {
        refundMethod: v.refundMethod,
        bankName: v.bankName.trim(),
        bankAccount: v.bankAccount.trim(),
        accountHolder: v.accountHolder.trim() || undefined,
      }
    : { refundMethod: v.refundMethod };

/**
 * Refund method (original or bank card) and, for a bank card, the bank name, account and holder.
 * `cards` is drawn between the method and the fields (a choice of saved cards); `fields` false
 * hides the typed fields while a saved card is chosen.
 */
export function RefundFields({
  value,
  errors,
  onChange,
  cards,
  fields = true,
}: {
  value: RefundValue;
  errors: RefundErrors;
  onChange: (v: RefundValue) => void;
  cards?: React.ReactNode;
  fields?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const field = (name: 'bankName' | 'bankAccount' | 'accountHolder', label: string, required: boolean) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]}>
      <input
        id={`${id}-${name}`}
        className="field__input"
        value={value[name]}
        required={required}
        autoComplete="off"
        inputMode={name === 'bankAccount' ? 'numeric' : undefined}
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescription(`${id}-${name}`, undefined, errors[name])}
        onChange={(e) => onChange({ ...value, [name]: e.target.value })}
        data-testid={`refund-${name}`}
      />
    </Field>
  );
  return (
    <>
      <fieldset className="field order-choices">
        <legend className="field__label">{t('orderDetails:refund.method')}</legend>
        {(['original', 'bankCard'] as const).map((m) => (
          <label key={m} className={`order-choice${value.refundMethod === m ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-method`}
              checked={value.refundMethod === m}
              onChange={() => onChange({ ...value, refundMethod: m })}
            />
            {m === 'original' ? t('orderDetails:refund.original') : t('orderDetails:refund.bankCard')}
          </label>
        ))}
      </fieldset>
      {cards}
      {value.refundMethod === 'bankCard' && fields && (
        <>
          {field('bankName', t('orderDetails:refund.bankName'), true)}
          {field('bankAccount', t('orderDetails:refund.bankAccount'), true)}
          {field('accountHolder', t('orderDetails:refund.accountName'), false)}
        </>
      )}
    </>
  );
}
