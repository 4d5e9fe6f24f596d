import { useId } from 'react';
import { Field, fieldDescription } from '../../../components/Field';
import { useT } from '../../../i18n';

export interface ReasonValue {
  reason: string;
  text: string;
}
export const emptyReason: ReasonValue = { reason: '', text: '' };
export const REASON_TEXT_MAX = 200;

/** The list's last entry is "Other reason": it asks for the shopper's own words. */
export const isOther = (reasons: readonly string[], reason: string) =>
  reasons.length > 0 && reasons[reasons.length - 1] === reason;

export type ReasonErrors = { reason?: string; reasonText?: string };

export function validateReason(
  reasons: readonly string[],
  v: ReasonValue,
  messages: { reason: string; text: string },
): ReasonErrors {
  if (!v.reason) return { reason: messages.reason };
  if (isOther(reasons, v.reason) && v.text.trim().length < 2) return { reasonText: messages.text };
  return {};
}

/**
 * A reason chosen from a list (cancelling, refunding); "Other reason", the last entry, opens a
 * text field for the shopper's own words, which staff read beside the listed reason.
 */
export function ReasonChoice({
  legend,
  reasons,
  value,
  errors,
  onChange,
}: {
  legend: string;
  reasons: readonly string[];
  value: ReasonValue;
  errors: ReasonErrors;
  onChange: (v: ReasonValue) => void;
}) {
  const { t } = useT();
  const id = useId();
  const textId = `${id}-text`;
  return (
    <>
      <fieldset className="field order-choices">
        <legend className="field__label">{legend}</legend>
        {reasons.map((r) => (
          <label key={r} className={`order-choice${value.reason === r ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-reason`}
              checked={value.reason === r}
              onChange={() => onChange({ ...value, reason: r })}
            />
            {r}
          </label>
        ))}
        {errors.reason && (
          <p className="field__error" role="alert">
            {errors.reason}
          </p>
        )}
      </fieldset>
      {isOther(reasons, value.reason) && (
        <Field
          id={textId}
          label={t('order:cancel.otherText')}
          hint={t('order:cancel.otherTextHint')}
          error={errors.reasonText}
        >
          <textarea
            id={textId}
            className="field__input"
            rows={3}
            maxLength={REASON_TEXT_MAX}
            value={value.text}
            aria-invalid={!!errors.reasonText}
            aria-describedby={fieldDescription(textId, t('order:cancel.otherTextHint'), errors.reasonText)}
            onChange={(e) => onChange({ ...value, text: e.target.value })}
            data-testid="reason-text"
          />
        </Field>
      )}
    </>
  );
}
