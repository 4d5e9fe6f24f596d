import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/overlays';
import { fieldErrors } from '../../../lib/fieldErrors';
import { useT } from '../../../i18n';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { useClaimCoupon } from '../api/coupons';

/** Spec §5 "coupon code has an input": claim by code, the refusal shown beside the field. */
export function ClaimForm({ onClaimed }: { onClaimed: () => void }) {
  const { t } = useT();
  const id = useId();
  const claim = useClaimCoupon();
  const warehouseId = useWarehouseId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setError(null);
    try {
      await claim.mutateAsync({ code: code.trim(), warehouseId });
      setCode('');
      toast.show({ content: t('coupon:claimed') });
      onClaimed();
    } catch (err) {
      const found = fieldErrors(err);
      setError(found.code ?? found._ ?? t('coupon:loadFailed'));
    }
  };

  return (
    <form className="coupon-claim" onSubmit={(e) => void submit(e)} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-code`}>
        {t('coupon:codeLabel')}
      </label>
      <div className="coupon-claim__row">
        <input
          id={`${id}-code`}
          className="coupon-claim__input"
          value={code}
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t('coupon:codePlaceholder')}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value)}
          data-testid="coupon-code"
        />
        <button
          type="submit"
          className="coupon-claim__button"
          disabled={claim.isPending || !code.trim()}
          data-testid="coupon-claim"
        >
          {t('coupon:claim')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
