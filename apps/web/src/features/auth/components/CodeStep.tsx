import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { SMS_CODE_LENGTH } from '@storefront/contract/constants';
import { fieldErrors } from '../../../lib/fieldErrors';
import { useT } from '../../../i18n';
import { useLoginBySmsCode } from '../api/loginBySmsCode';
import { useSmsSender } from './useSmsSender';
import { CodeInput } from './CodeInput';
import { useCompleteLogin } from './useCompleteLogin';
import type { LoginPhone } from '../routes/Login';
import { Link } from 'react-router';

interface CodeStepProps {
  who: LoginPhone;
  /** Offered when the phone has a password. */
  onUsePassword?: () => void;
}

/** SMS code login; for a new phone it registers, which needs the agreement ticked first. */
export function CodeStep({ who, onUsePassword }: CodeStepProps) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const agreementId = useId();
  const [error, setError] = useState<string | null>(null);
  const login = useLoginBySmsCode();
  const complete = useCompleteLogin();
  const phone = { phoneCountryCode: who.phoneCountryCode, phoneNumber: who.phoneNumber };
  const sms = useSmsSender(phone, who.registered ? 'login' : 'register');

  // Entering this step is the request for a code; ask once, not again on re-render. A new phone
  // gets no SMS before its owner accepted the agreement: ticking it is the request.
  const asked = useRef(false);
  const { send } = sms;
  const mayText = who.registered || agreed;
  useEffect(() => {
    if (asked.current || !mayText) return;
    asked.current = true;
    void send();
  }, [send, mayText]);

  const submit = async (value = code, e?: FormEvent) => {
    e?.preventDefault();
    if (value.length !== SMS_CODE_LENGTH) return setError(t('login:codeSixDigits'));
    if (!who.registered && !agreed) return setError(t('login:agreementRequired'));
    setError(null);
    try {
      const answer = await login.mutateAsync({
        ...phone,
        smsCode: value,
        agreement: who.registered ? undefined : true,
      });
      await complete(answer, who.registered ? undefined : { phone: who.phoneNumber });
    } catch (err) {
      const fields = fieldErrors(err);
      setError(fields.smsCode ?? fields.agreement ?? null);
    }
  };

  return (
    <form className="login__form" onSubmit={(e) => void submit(code, e)} noValidate>
      <CodeInput
        value={code}
        onChange={(v) => {
          setCode(v);
          setError(null);
        }}
        onComplete={(v) => {
          if (who.registered || agreed) void submit(v);
        }}
        error={error}
        autoFocus
      />
      <div className="login__resend">
        <span aria-live="polite">{sms.left > 0 ? t('login:resendIn', { seconds: sms.left }) : ''}</span>
        <button
          type="button"
          className="login__link-button"
          // Not disabled for the agreement: a tap says what is missing and goes to the box.
          disabled={sms.left > 0 || sms.sending}
          aria-describedby={mayText ? undefined : `${agreementId}-needed`}
          onClick={() => {
            if (mayText) return void sms.send();
            document.getElementById(agreementId)?.focus();
          }}
          data-testid="login-resend"
        >
          {sms.sentOnce ? t('login:resend') : t('login:sendCode')}
        </button>
      </div>
      {!mayText && (
        <p id={`${agreementId}-needed`} className="field__hint" data-testid="login-agreement-needed">
          {t('login:agreeToGetCode')}
        </p>
      )}
      {!who.registered && (
        <p className="login__agreement">
          <input
            id={agreementId}
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setError(null);
            }}
            data-testid="login-agreement"
            // The whole sentence, link included, is what the shopper agrees to.
            aria-labelledby={`${agreementId}-text ${agreementId}-link`}
          />
          <label id={`${agreementId}-text`} htmlFor={agreementId}>
            {t('login:agreePrefix')}
          </label>{' '}
          <Link id={`${agreementId}-link`} to="/privacyAgreement">
            {t('login:agreementLink')}
          </Link>
        </p>
      )}
      <Button block color="primary" size="large" type="submit" loading={login.isPending} data-testid="login-submit">
        {who.registered ? t('login:submit') : t('login:register')}
      </Button>
      {onUsePassword && (
        <button type="button" className="login__switch" onClick={onUsePassword}>
          {t('login:usePassword')}
        </button>
      )}
    </form>
  );
}
