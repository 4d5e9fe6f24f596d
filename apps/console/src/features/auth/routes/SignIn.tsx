import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useCountries } from '../../../lib/countries';
import { mayOpen } from '../../../lib/sections';
import { ApiError } from '../../../lib/http';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { NoConsoleRoleError, NotStaffError, signIn, type SignInInput } from '../api/signIn';
import './SignIn.css';

/** Where a 401 sends the staff member, with why (the session ended). */
export interface SignInState {
  /** The address asked for (path and query), to return to after sign-in. */
  from?: string;
  ended?: boolean;
}

export function SignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SignInState;
  const countries = useCountries();
  const [error, setError] = useState<string | null>(state.ended ? t('signIn.sessionEnded') : null);
  const [busy, setBusy] = useState(false);
  const fallbackCode = countries.data?.find((c) => c.isDefault)?.phoneCode ?? '84';

  const submit = async (values: SignInInput) => {
    setBusy(true);
    setError(null);
    try {
      const session = await signIn({ ...values, phoneCountryCode: values.phoneCountryCode || fallbackCode });
      // A deep link lands where it pointed when the roles open it, else on the roles' first section.
      await navigate(state.from && mayOpen(state.from, session.roles) ? state.from : '/', { replace: true });
    } catch (e) {
      setError(
        e instanceof NotStaffError
          ? t('signIn.notStaff')
          : e instanceof NoConsoleRoleError
            ? t('signIn.noConsoleRole')
            : e instanceof ApiError
              ? e.message
              : t('app.unreachable'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <div className="sign-in__language">
        <LanguageSwitch />
      </div>
      <Card className="sign-in__card">
        <Typography.Title level={1} className="sign-in__title">
          {t('signIn.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('signIn.lead')}</Typography.Paragraph>
        {error && <Alert type="error" role="alert" title={error} className="sign-in__error" showIcon />}
        <Form<SignInInput> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} name="signIn">
          <Space.Compact block>
            <Form.Item name="phoneCountryCode" label={t('signIn.country')} className="sign-in__country">
              <Select
                placeholder={`+${fallbackCode}`}
                options={(countries.data ?? []).map((c) => ({
                  value: c.phoneCode,
                  label: `+${c.phoneCode} ${c.countryCode}`,
                }))}
              />
            </Form.Item>
            <Form.Item
              name="phoneNumber"
              label={t('signIn.phone')}
              className="sign-in__phone"
              rules={[{ required: true, whitespace: true, message: t('signIn.phoneRequired') }]}
            >
              <Input type="tel" autoComplete="tel-national" inputMode="tel" />
            </Form.Item>
          </Space.Compact>
          <Form.Item
            name="password"
            label={t('signIn.password')}
            rules={[{ required: true, message: t('signIn.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('signIn.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
