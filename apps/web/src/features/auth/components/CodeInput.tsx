import { useId } from 'react';
import { SMS_CODE_LENGTH, SMS_CODE_PATTERN } from '@storefront/contract/constants';
import { useT } from '../../../i18n';
import { Field, fieldDescription } from '../../../components/Field';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Called once six digits are in (typed, pasted or filled from the SMS by the platform). */
  onComplete?: (code: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * The six-digit SMS code: one real <input> (numeric keyboard, the platform's one-time-code
 * autofill, paste, screen readers all work) drawn over six boxes that only show it.
 */
export function CodeInput({ value, onChange, onComplete, error, autoFocus }: CodeInputProps) {
  const { t } = useT();
  const id = useId();
  const digits = value.padEnd(SMS_CODE_LENGTH, ' ').slice(0, SMS_CODE_LENGTH).split('');
  const hint = t('login:codeHint', { length: SMS_CODE_LENGTH });
  return (
    <Field id={id} label={t('login:code')} hint={hint} error={error} row="code-input">
      <input
        id={id}
        className="code-input__native"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={SMS_CODE_PATTERN}
        maxLength={SMS_CODE_LENGTH}
        value={value}
        autoFocus={autoFocus}
        aria-invalid={!!error}
        aria-describedby={fieldDescription(id, hint, error)}
        data-testid="login-code"
        onChange={(e) => {
          const next = e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
          onChange(next);
          if (next.length === SMS_CODE_LENGTH && next !== value) onComplete?.(next);
        }}
      />
      <div className="code-input__boxes" aria-hidden="true">
        {digits.map((d, i) => (
          <span key={i} className={`code-input__box${i === value.length ? ' is-current' : ''}`}>
            {d.trim()}
          </span>
        ))}
      </div>
    </Field>
  );
}
