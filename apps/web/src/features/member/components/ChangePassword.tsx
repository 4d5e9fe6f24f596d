import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { toast } from '../../../lib/overlays';
import { PasswordInput } from '../../../components/PasswordInput';
import { settingsQuery } from '../../../lib/queries/settings';
import { fieldErrors } from '../../../lib/fieldErrors';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { isValidPassword, passwordDigest } from '../../../lib/password';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import { useChangePassword } from '../api/changePassword';

type Field = 'oldPassword' | 'newPassword' | 'confirm' | '_';

/** Change password: the old one when one is set, the new one twice, the rule 6–20 letters and numbers. */
export function ChangePassword({ hasPassword, onDone }: { hasPassword: boolean; onDone?: () => void }) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const settings = useQuery(settingsQuery(locale));
  const change = useChangePassword();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, fixing } = useFieldErrors<Field>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (hasPassword && !oldPassword) next.oldPassword = t('profile:oldPasswordRequired');
    if (!isValidPassword(newPassword)) next.newPassword = t('profile:passwordRule');
    else if (confirm !== newPassword) next.confirm = t('profile:passwordMismatch');
    setErrors(next);
    if (Object.keys(next).length || !settings.data) return;
    const suffix = settings.data.PASSWORD_MD5_SUFFIX;
    try {
      await change.mutateAsync({
        ...(hasPassword ? { oldPassword: passwordDigest(oldPassword, suffix) } : {}),
        newPassword: passwordDigest(newPassword, suffix),
      });
      setOld('');
      setNew('');
      setConfirm('');
      toast.show({ content: t('profile:passwordChanged') });
      onDone?.();
    } catch (err) {
      setErrors(fieldErrors(err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="change-password">
      {hasPassword && (
        <PasswordInput
          label={t('profile:oldPassword')}
          value={oldPassword}
          onChange={fixing(setOld, 'oldPassword')}
          autoComplete="current-password"
          error={errors.oldPassword}
        />
      )}
      <PasswordInput
        label={t('profile:newPassword')}
        value={newPassword}
        // A new password also answers the mismatch, which the next check says again if it stays.
        onChange={fixing(setNew, 'newPassword', 'confirm')}
        autoComplete="new-password"
        hint={t('profile:passwordRule')}
        error={errors.newPassword}
        testId="new-password"
      />
      <PasswordInput
        label={t('profile:confirmPassword')}
        value={confirm}
        onChange={fixing(setConfirm, 'confirm')}
        autoComplete="new-password"
        error={errors.confirm}
        testId="confirm-password"
      />
      {errors._ && (
        <p className="field__error" role="alert">
          {errors._}
        </p>
      )}
      <Button block color="primary" type="submit" loading={change.isPending} data-testid="change-password-submit">
        {hasPassword ? t('profile:changePassword') : t('profile:setPassword')}
      </Button>
    </form>
  );
}
