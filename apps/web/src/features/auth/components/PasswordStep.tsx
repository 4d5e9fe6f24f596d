import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { PasswordInput } from '../../../components/PasswordInput';
import { settingsQuery } from '../../../lib/queries/settings';
import { fieldErrors } from '../../../lib/fieldErrors';
import { passwordDigest } from '../../../lib/password';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import { useLoginByPassword } from '../api/loginByPassword';
import { useCompleteLogin } from './useCompleteLogin';
import type { LoginPhone } from '../routes/Login';

/**
 * Password login. The rule (6–20, letters and digits) is not checked here: an old password made
 * under another rule must still work. Only the digest is sent.
 */
export function PasswordStep({ who, onUseCode }: { who: LoginPhone; onUseCode: () => void }) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const settings = useQuery(settingsQuery(locale));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLoginByPassword();
  const complete = useCompleteLogin();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t('login:passwordRequired'));
    if (!settings.data) return;
    setError(null);
    try {
      const answer = await login.mutateAsync({
        phoneCountryCode: who.phoneCountryCode,
        phoneNumber: who.phoneNumber,
        password: passwordDigest(password, settings.data.PASSWORD_MD5_SUFFIX),
      });
      await complete(answer);
    } catch (err) {
      setError(fieldErrors(err).password ?? null);
    }
  };

  return (
    <form className="login__form" onSubmit={(e) => void submit(e)} noValidate>
      <PasswordInput
        label={t('login:password')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          setError(null);
        }}
        autoComplete="current-password"
        error={error}
        testId="login-password"
      />
      <Button
        block
        color="primary"
        size="large"
        type="submit"
        loading={login.isPending}
        disabled={!settings.data}
        data-testid="login-submit"
      >
        {t('login:submit')}
      </Button>
      <button type="button" className="login__switch" onClick={onUseCode}>
        {t('login:useCode')}
      </button>
    </form>
  );
}
