import { useId, useState, type FormEvent } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { MERCHANT_BUSINESS_NAME_MAX, MERCHANT_NAME_MAX, MERCHANT_NOTE_MAX } from '@storefront/contract/constants';
import type { MemberDto } from '@storefront/contract';
import { fieldErrors } from '../../../lib/fieldErrors';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import { useApplyMerchant } from '../api/applyMerchant';
import { useMerchantApplication } from '../api/getMerchantApplication';
import { Field, fieldDescription } from '../../../components/Field';

type MerchantField = 'name' | 'businessName' | 'note';

/** Merchant entry (MERCHANTS_ENTRY_SWITCH): a short application that staff review later. */
export function MerchantEntry({ member }: { member: MemberDto }) {
  const { t } = useT();
  const id = useId();
  const locale = useLocaleStore((s) => s.locale);
  const [open, setOpen] = useState(false);
  const latest = useMerchantApplication(open);
  const apply = useApplyMerchant();
  const [form, setForm] = useState<Record<MerchantField, string>>({
    name: member.nickname ?? '',
    businessName: '',
    note: '',
  });
  const { errors, setErrors, fixing } = useFieldErrors<MerchantField | '_'>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!form.name.trim()) next.name = t('my:required');
    if (!form.businessName.trim()) next.businessName = t('my:required');
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await apply.mutateAsync({
        name: form.name.trim(),
        businessName: form.businessName.trim(),
        ...(form.note.trim() ? { note: form.note.trim() } : {}),
        phoneCountryCode: member.phoneCountryCode,
        phoneNumber: member.phone,
      });
    } catch (err) {
      setErrors(fieldErrors(err));
    }
  };

  const input = (field: MerchantField, label: string, multiline = false) => {
    const change = fixing((v: string) => setForm((f) => ({ ...f, [field]: v })), field);
    return (
      <Field id={`${id}-${field}`} label={label} error={errors[field]}>
        {multiline ? (
          <textarea
            id={`${id}-${field}`}
            className="field__textarea"
            maxLength={MERCHANT_NOTE_MAX}
            value={form[field]}
            aria-invalid={!!errors[field]}
            aria-describedby={fieldDescription(`${id}-${field}`, undefined, errors[field])}
            onChange={(e) => change(e.target.value)}
          />
        ) : (
          <input
            id={`${id}-${field}`}
            className="field__input"
            maxLength={field === 'name' ? MERCHANT_NAME_MAX : MERCHANT_BUSINESS_NAME_MAX}
            value={form[field]}
            aria-invalid={!!errors[field]}
            aria-describedby={fieldDescription(`${id}-${field}`, undefined, errors[field])}
            onChange={(e) => change(e.target.value)}
          />
        )}
      </Field>
    );
  };

  const application = latest.data;
  return (
    <details className="my-disclosure" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="my-entry">{t('my:merchantEntry')}</summary>
      <div className="my-disclosure__body">
        {latest.isPending ? (
          <Skeleton.Paragraph lineCount={3} animated />
        ) : application && application.status !== 'rejected' ? (
          <p className="my-card__text" role="status">
            {t(`my:merchantStatus.${application.status}`, {
              business: application.businessName,
              date: formatDate(application.createTime, locale),
            })}
          </p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <p className="my-card__text">{t('my:merchantText')}</p>
            {application?.status === 'rejected' && <p className="my-card__text">{t('my:merchantRejected')}</p>}
            {input('name', t('my:merchantName'))}
            {input('businessName', t('my:merchantBusiness'))}
            {input('note', t('my:merchantNote'), true)}
            {errors._ && (
              <p className="field__error" role="alert">
                {errors._}
              </p>
            )}
            <Button block color="primary" type="submit" loading={apply.isPending}>
              {t('my:merchantSubmit')}
            </Button>
          </form>
        )}
      </div>
    </details>
  );
}
