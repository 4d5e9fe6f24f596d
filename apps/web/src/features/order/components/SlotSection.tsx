import type { TimeSlot } from '@storefront/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';

/** Time slots by day (the warehouse's own dates and times); a full slot shows "Full" and cannot be picked. */
export function SlotSection({
  slots,
  pickup,
  value,
  error,
  onChange,
}: {
  slots: TimeSlot[];
  pickup: boolean;
  value: { date: string; start: string } | null;
  error?: string;
  onChange: (v: { date: string; start: string }) => void;
}) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const days = [...new Set(slots.map((s) => s.date))];
  const title = pickup ? t('submitOrder:slot.pickupTime') : t('submitOrder:slot.deliveryTime');
  return (
    <section className="order-card" data-testid="slot-section">
      <fieldset className="order-choices" aria-describedby={error ? 'checkout-slot-error' : undefined}>
        <legend className="order-card__title">{title}</legend>
        {slots.length === 0 && <p className="order-hint">{t('submitOrder:slot.none')}</p>}
        {days.map((day) => (
          <div key={day} role="group" aria-labelledby={`slot-day-${day}`}>
            <h3 id={`slot-day-${day}`} className="order-slot-day">
              {formatDate(`${day}T00:00:00`, locale, { weekday: 'long', month: 'long', day: 'numeric' })}
            </h3>
            <div className="order-slots">
              {slots
                .filter((s) => s.date === day)
                .map((s) => {
                  const checked = value?.date === s.date && value.start === s.start;
                  return (
                    <label
                      key={s.start}
                      className={`order-choice${checked ? ' is-checked' : ''}${s.full ? ' is-disabled' : ''}`}
                      data-testid="slot"
                      data-full={s.full || undefined}
                    >
                      <input
                        type="radio"
                        name="slot"
                        disabled={s.full}
                        checked={checked}
                        onChange={() => onChange({ date: s.date, start: s.start })}
                      />
                      <span className="order-choice__text">
                        {s.start}–{s.end}
                        {s.full && <span className="order-choice__sub">{t('submitOrder:slot.full')}</span>}
                      </span>
                    </label>
                  );
                })}
            </div>
          </div>
        ))}
        {error && (
          <p id="checkout-slot-error" className="field__error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </section>
  );
}
