import { useId, useState, type FormEvent } from 'react';
import { Button, DatePicker } from 'antd-mobile';
import { EMAIL_MAX, NICKNAME_MAX } from '@storefront/contract/constants';
import type { MemberDto } from '@storefront/contract';
import { Avatar } from '../../../components/Avatar';
import { ImageUpload } from '../../../components/ImageUpload';
import { fieldErrors } from '../../../lib/fieldErrors';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import { useUpdateProfile } from '../api/updateProfile';
import { GENDERS, genderLabel } from './gender';
import '../../../components/Field.css';

/**
 * The years the birthday picker offers: the last 129 whole years, up to last year. Nobody
 * shopping here was born this year, and a wheel that starts at this year makes every adult scroll
 * past a wrong answer; the server refuses a birthday more than 130 years ago.
 */
export function birthdayRange(today: Date): { min: Date; max: Date } {
  return { min: new Date(today.getFullYear() - 129, 0, 1), max: new Date(today.getFullYear() - 1, 11, 31) };
}

type Field = 'nickname' | 'email' | 'icon' | 'birthday' | 'gender' | '_';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Edits the photo (an upload of the member's own), nickname, gender (with "not disclosed"), birth date and email. */
export function ProfileForm({ member, onSaved }: { member: MemberDto; onSaved: () => void }) {
  const { t } = useT();
  const id = useId();
  const locale = useLocaleStore((s) => s.locale);
  const save = useUpdateProfile();
  const [nickname, setNickname] = useState(member.nickname ?? '');
  const [gender, setGender] = useState<MemberDto['gender']>(member.gender);
  const [birthday, setBirthday] = useState(member.birthday);
  const [email, setEmail] = useState(member.email ?? '');
  const [icon, setIcon] = useState<string | null>(member.icon);
  const [picking, setPicking] = useState(false);
  const { errors, setErrors, fixing } = useFieldErrors<Field>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!nickname.trim()) next.nickname = t('personalInfo:nicknameRequired');
    else if (nickname.trim().length > NICKNAME_MAX)
      next.nickname = t('personalInfo:nicknameTooLong', { max: NICKNAME_MAX });
    if (email.trim() && !EMAIL.test(email.trim())) next.email = t('personalInfo:emailInvalid');
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await save.mutateAsync({
        nickname: nickname.trim(),
        gender,
        birthday: birthday || null,
        email: email.trim() || null,
        icon,
      });
      onSaved();
    } catch (err) {
      setErrors(fieldErrors(err));
    }
  };

  const text = (field: 'nickname' | 'email', label: string, value: string, set: (v: string) => void) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <div className={`field__row${errors[field] ? ' has-error' : ''}`}>
        <input
          id={`${id}-${field}`}
          className="field__input"
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field}
          // No maxLength on the nickname: the browser would cut a pasted name without a word; it is
          // refused with the counter instead.
          maxLength={field === 'nickname' ? undefined : EMAIL_MAX}
          value={value}
          aria-invalid={!!errors[field]}
          aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
          onChange={(e) => set(e.target.value)}
          data-testid={`profile-${field}`}
        />
      </div>
      {field === 'nickname' && (
        <p className="field__counter" data-testid="nickname-counter">
          {value.trim().length}/{NICKNAME_MAX}
        </p>
      )}
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="field__error" role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );

  const today = new Date();
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="field profile__photo">
        <span className="field__label">{t('personalInfo:photo')}</span>
        <div className="profile__photo-row">
          {icon === null && <Avatar src={null} name={nickname || member.phone} size="large" />}
          <ImageUpload
            purpose="avatar"
            value={icon ? [icon] : []}
            onChange={fixing((urls: string[]) => setIcon(urls[0] ?? null), 'icon')}
            prompt={t('personalInfo:photoNote')}
            testId="profile-photo"
            labels={{
              add: t('personalInfo:addPhoto'),
              remove: t('personalInfo:removePhoto'),
              uploading: (percent) => t('common:uploading', { percent }),
              failed: t('common:uploadFailed'),
            }}
          />
        </div>
        {errors.icon && (
          <p className="field__error" role="alert">
            {errors.icon}
          </p>
        )}
      </div>
      {text('nickname', t('personalInfo:nickname'), nickname, fixing(setNickname, 'nickname'))}
      <fieldset className="field profile__genders">
        <legend className="field__label">{t('personalInfo:gender')}</legend>
        {GENDERS.map((g) => (
          <label key={g} className={`profile__gender${gender === g ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-gender`}
              checked={gender === g}
              onChange={() => fixing(setGender, 'gender')(g)}
            />
            {genderLabel(t, g)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <span className="field__label" id={`${id}-birthday`}>
          {t('personalInfo:birthday')}
        </span>
        <div className="profile__birthday">
          <button
            type="button"
            className="profile__date"
            aria-labelledby={`${id}-birthday ${id}-birthday-value`}
            onClick={() => setPicking(true)}
          >
            <span id={`${id}-birthday-value`}>
              {birthday ? formatDate(`${birthday}T00:00:00`, locale) : t('personalInfo:chooseDate')}
            </span>
          </button>
          {birthday && (
            <button type="button" className="profile__clear" onClick={() => fixing(setBirthday, 'birthday')(null)}>
              {t('personalInfo:clearDate')}
            </button>
          )}
        </div>
      </div>
      <DatePicker
        visible={picking}
        title={t('personalInfo:birthday')}
        min={birthdayRange(today).min}
        max={birthdayRange(today).max}
        value={birthday ? new Date(`${birthday}T00:00:00`) : new Date(today.getFullYear() - 25, 0, 1)}
        confirmText={t('common:confirm')}
        cancelText={t('common:cancel')}
        onClose={() => setPicking(false)}
        onConfirm={(d) => fixing(setBirthday, 'birthday')(iso(d))}
      />
      {text('email', t('personalInfo:email'), email, fixing(setEmail, 'email'))}
      {errors._ && (
        <p className="field__error" role="alert">
          {errors._}
        </p>
      )}
      <Button block color="primary" size="large" type="submit" loading={save.isPending} data-testid="profile-save">
        {t('personalInfo:save')}
      </Button>
    </form>
  );
}
