import { useId, useState } from 'react';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useT } from '../i18n';
import { Field, fieldDescription } from './Field';

interface PasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | null;
  hint?: string;
  testId?: string;
}

/** A password field with a show/hide toggle (a real button with a name and pressed state). */
export function PasswordInput({ label, value, onChange, autoComplete, error, hint, testId }: PasswordInputProps) {
  const { t } = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className="field__input"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={20}
        value={value}
        aria-invalid={!!error}
        aria-describedby={fieldDescription(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      <button
        type="button"
        className="field__toggle"
        aria-label={t('login:showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
      </button>
    </Field>
  );
}
