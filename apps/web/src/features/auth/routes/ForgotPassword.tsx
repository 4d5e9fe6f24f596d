import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { SMS_CODE_LENGTH } from '@storefront/contract/constants';
import { Screen } from '../../../components/Screen';
import { PasswordInput } from '../../../components/PasswordInput';
import { settingsQuery } from '../../../lib/queries/settings';
import { fieldErrors } from '../../../lib/fieldErrors';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { isValidPassword, passwordDigest } from '../../../lib/password';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import { useResetPassword } from '../api/resetPassword';
import { CodeInput } from '../components/CodeInput';
import { looksLikePhone, PhoneField } from '../components/PhoneField';
import { useSmsSender } from '../components/useSmsSender';
import './Login.css';

type Field = 'phone' | 'code' | 'password' | 'confirm';

/** Reset the password with a resetPassword SMS code; every old session ends, so log in again. */
export function ForgotPassword() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const locale = useLocaleStore((s) => s.locale);
  const country = useLocaleStore((s) => s.country);
  const settings = useQuery(settingsQuery(locale));
  const [countryCode, setCountryCode] = useState(country?.phoneCode ?? '');
  const [phone, setPhone] = useState(params.get('phone') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, fixing } = useFieldErrors<Field>();
  const reset = useResetPassword();
  const sms = useSmsSender({ phoneCountryCode: countryCode, phoneNumber: phone.trim() }, 'resetPassword');

  const sendCode = () => {
    if (!looksLikePhone(phone)) return setErrors({ phone: t('login:invalidPhone') });
    setErrors({});
    void sms.send();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!looksLikePhone(phone)) next.phone = t('login:invalidPhone');
    if (code.length !== SMS_CODE_LENGTH) next.code = t('login:codeSixDigits');
    if (!isValidPassword(password)) next.password = t('login:passwordRule');
    else if (confirm !== password) next.confirm = t('login:passwordMismatch');
    setErrors(next);
    if (Object.keys(next).length || !settings.data) return;
    try {
      await reset.mutateAsync({
        phoneCountryCode: countryCode,
        phoneNumber: phone.trim(),
        smsCode: code,
        password: passwordDigest(password, settings.data.PASSWORD_MD5_SUFFIX),
      });
      const back = params.get('redirect');
      const q = new URLSearchParams({ phone: phone.trim(), ...(back ? { redirect: back } : {}) });
      await navigate(`/login?${q}`, { replace: true });
    } catch (err) {
      const f = fieldErrors(err);
      setErrors({ phone: f.phoneNumber, code: f.smsCode, password: f.password });
    }
  };

  return (
    <Screen title={t('login:forgotPasswordTitle')}>
      <form className="login" onSubmit={(e) => void submit(e)} noValidate>
        <p className="login__lead">{t('login:forgotLead')}</p>
        <PhoneField
          countryCode={countryCode}
          onCountryCode={fixing(setCountryCode, 'phone')}
          phone={phone}
          onPhone={fixing(setPhone, 'phone')}
          error={errors.phone}
        />
        <div className="login__resend">
          <span aria-live="polite">{sms.left > 0 ? t('login:resendIn', { seconds: sms.left }) : ''}</span>
          <Button
            fill="outline"
            color="primary"
            onClick={sendCode}
            disabled={sms.left > 0}
            loading={sms.sending}
            data-testid="forgot-send"
          >
            {sms.sentOnce ? t('login:resend') : t('login:sendCode')}
          </Button>
        </div>
        <CodeInput value={code} onChange={fixing(setCode, 'code')} error={errors.code} />
        <PasswordInput
          label={t('login:newPassword')}
          value={password}
          // A new password also answers the mismatch, which the next check says again if it stays.
          onChange={fixing(setPassword, 'password', 'confirm')}
          autoComplete="new-password"
          hint={t('login:passwordRule')}
          error={errors.password}
        />
        <PasswordInput
          label={t('login:confirmPassword')}
          value={confirm}
          onChange={fixing(setConfirm, 'confirm')}
          autoComplete="new-password"
          error={errors.confirm}
        />
        <Button block color="primary" size="large" type="submit" loading={reset.isPending}>
          {t('login:resetSubmit')}
        </Button>
      </form>
    </Screen>
  );
}
