import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { Screen } from '../../../components/Screen';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import { useRegisteredOrNot } from '../api/registeredOrNot';
import { looksLikePhone, PhoneField } from '../components/PhoneField';
import { CodeStep } from '../components/CodeStep';
import { PasswordStep } from '../components/PasswordStep';
import './Login.css';
import { formatPhone } from '../../../lib/phone';
import { Link } from 'react-router';

type Step = 'phone' | 'password' | 'code';
export interface LoginPhone {
  phoneCountryCode: string;
  phoneNumber: string;
  registered: boolean;
  hasPassword: boolean;
}

/**
 * Spec §2 Login: phone → next step → a registered phone logs in with its password or an SMS code
 * (switchable); a new phone registers with an SMS code after accepting the agreement.
 */
export function Login() {
  const { t } = useT();
  const country = useLocaleStore((s) => s.country);
  const [params] = useSearchParams();
  const [countryCode, setCountryCode] = useState(country?.phoneCode ?? '');
  const [phone, setPhone] = useState(params.get('phone') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('phone');
  const [who, setWho] = useState<LoginPhone | null>(null);
  const check = useRegisteredOrNot();

  const next = async (e: FormEvent) => {
    e.preventDefault();
    if (!looksLikePhone(phone)) return setError(t('login:invalidPhone'));
    setError(null);
    const query = { phoneCountryCode: countryCode, phoneNumber: phone.trim() };
    try {
      const answer = await check.mutateAsync(query);
      setWho({ ...query, ...answer });
      setStep(answer.registered && answer.hasPassword ? 'password' : 'code');
    } catch {
      // The server's message (e.g. an invalid number for this country) is shown as a toast.
    }
  };

  const changePhone = () => {
    setStep('phone');
    setWho(null);
  };

  return (
    <Screen title={t('login:title')}>
      <div className="login">
        {step === 'phone' || !who ? (
          <form className="login__form" onSubmit={(e) => void next(e)} noValidate>
            <p className="login__lead">{t('login:lead')}</p>
            <PhoneField
              countryCode={countryCode}
              onCountryCode={setCountryCode}
              phone={phone}
              onPhone={(v) => {
                setPhone(v);
                setError(null);
              }}
              error={error}
            />
            <Button block color="primary" size="large" type="submit" loading={check.isPending} data-testid="login-next">
              {t('login:next')}
            </Button>
          </form>
        ) : (
          <>
            <div className="login__who">
              <span>
                {who.registered ? t('login:welcomeBack') : t('login:newPhone')}{' '}
                <strong dir="ltr">{formatPhone(who.phoneCountryCode, who.phoneNumber)}</strong>
              </span>
              <button type="button" className="login__link-button" onClick={changePhone}>
                {t('login:changePhone')}
              </button>
            </div>
            {step === 'password' ? (
              <PasswordStep who={who} onUseCode={() => setStep('code')} />
            ) : (
              <CodeStep who={who} onUsePassword={who.hasPassword ? () => setStep('password') : undefined} />
            )}
          </>
        )}
        <p className="login__forgot">
          <Link to={`/forgotPassword${who ? `?phone=${encodeURIComponent(who.phoneNumber)}` : ''}`}>
            {t('login:forgotPassword')}
          </Link>
        </p>
      </div>
    </Screen>
  );
}
