import { useId } from 'react';
import { Button } from 'antd-mobile';
import { useT } from '../../../i18n';
import { useUploadLicence } from '../api/uploadLicence';
import type { CheckoutErrors } from './checkoutForm';
import { emptyInvoice, type InvoiceDraft, type InvoiceField } from './invoice';
import { TextField } from '../../../components/TextField';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';

type Msg = (key: string | undefined) => string | undefined;

const TAX_NUMBER_COUNTRIES = ['VN', 'TH', 'PH', 'LA', 'CN'] as const;
/** A tax number looks different in each country: the hint is the warehouse country's. */
export const taxNumberCountry = (code: string | undefined) =>
  (TAX_NUMBER_COUNTRIES as readonly string[]).includes(code ?? '')
    ? (code as (typeof TAX_NUMBER_COUNTRIES)[number])
    : 'other';

/** No invoice, or an individual / company invoice with the fields of spec §2 and the rules of §5. */
export function InvoiceSection({
  value,
  errors,
  msg,
  onChange,
}: {
  value: InvoiceDraft | null;
  errors: CheckoutErrors;
  msg: Msg;
  onChange: (v: InvoiceDraft | null) => void;
}) {
  const { t } = useT();
  const id = useId();
  const countryCode = useWarehouseStore((s) => s.warehouse?.countryCode);
  const upload = useUploadLicence();
  const set = (patch: Partial<InvoiceDraft>) => value && onChange({ ...value, ...patch });
  const err = (f: InvoiceField) => msg(errors[`invoice.${f}`]);
  const text = (
    f: InvoiceField,
    label: string,
    extra: { hint?: string; required?: boolean; type?: string; maxLength: number },
  ) => (
    <TextField
      label={extra.required ? label : `${label} (${t('submitOrder:invoice.optional')})`}
      value={value?.[f] ?? ''}
      onChange={(v) => set({ [f]: v })}
      error={err(f)}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      maxLength={extra.maxLength}
      required={extra.required}
      testId={`invoice-${f}`}
    />
  );
  return (
    <section className="order-card" data-testid="invoice-section">
      <h2 className="order-card__title">{t('submitOrder:invoice.title')}</h2>
      <label className={`order-choice${value ? ' is-checked' : ''}`}>
        <input
          type="checkbox"
          checked={!!value}
          onChange={(e) => onChange(e.target.checked ? { ...emptyInvoice } : null)}
          data-testid="invoice-want"
        />
        <span className="order-choice__text">{t('submitOrder:invoice.want')}</span>
      </label>
      {value && (
        <>
          <fieldset className="order-choices order-mode">
            <legend className="field__label">{t('submitOrder:invoice.type')}</legend>
            {(['individual', 'company'] as const).map((k) => (
              <label key={k} className={`order-choice${value.type === k ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-type`}
                  checked={value.type === k}
                  onChange={() => set({ type: k })}
                  data-testid={`invoice-type-${k}`}
                />
                <span className="order-choice__text">{t(`submitOrder:invoice.${k}`)}</span>
              </label>
            ))}
          </fieldset>
          {value.type === 'individual' ? (
            <>
              {text('title', t('submitOrder:invoice.invoiceTitle'), { required: true, maxLength: 100 })}
              {text('personalIdNumber', t('submitOrder:invoice.personalIdNumber'), { maxLength: 30 })}
            </>
          ) : (
            <>
              {text('title', t('submitOrder:invoice.companyName'), {
                required: true,
                maxLength: 150,
                hint: t('submitOrder:invoice.companyNameHint'),
              })}
              {text('taxNumber', t('submitOrder:invoice.taxNumber'), {
                required: true,
                maxLength: 20,
                hint: t(`submitOrder:invoice.taxNumberHints.${taxNumberCountry(countryCode)}`),
              })}
              {text('branch', t('submitOrder:invoice.branchCompany'), { maxLength: 100 })}
              {text('purchaseOrderNumber', t('submitOrder:invoice.purchaseOrderNumber'), { maxLength: 60 })}
              {text('address', t('submitOrder:invoice.invoiceAddress'), { maxLength: 300 })}
            </>
          )}
          {text('email', t('submitOrder:invoice.email'), { required: true, type: 'email', maxLength: 120 })}
          {value.type === 'company' && (
            <div className="field">
              <span className="field__label" id={`${id}-licence`}>
                {t('submitOrder:invoice.businessLicence')} ({t('submitOrder:invoice.optional')})
              </span>
              <p className="field__hint">{t('submitOrder:invoice.businessLicenceHint')}</p>
              {value.businessLicence ? (
                <p className="order-licence">
                  <img
                    src={`${value.businessLicence}?w=96&h=96`}
                    alt={t('submitOrder:invoice.licenceChosen')}
                    width={48}
                    height={48}
                  />
                  <Button
                    size="small"
                    onClick={() => {
                      set({ businessLicence: '' });
                    }}
                  >
                    {t('submitOrder:invoice.removeLicence')}
                  </Button>
                </p>
              ) : (
                <>
                  <label className="order-button" htmlFor={`${id}-licence-file`}>
                    {upload.isPending ? t('common:loading') : t('submitOrder:invoice.chooseLicence')}
                  </label>
                  <input
                    id={`${id}-licence-file`}
                    className="visually-hidden"
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    aria-labelledby={`${id}-licence`}
                    disabled={upload.isPending}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) upload.mutate(file, { onSuccess: (u) => set({ businessLicence: u.url }) });
                    }}
                  />
                </>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
