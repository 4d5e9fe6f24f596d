import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/Avatar';
import { PendingCard } from '../../../components/PendingCard';
import { Screen } from '../../../components/Screen';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { memberInfoQuery } from '../../../lib/stores/memberInfo';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { ChangePassword } from '../components/ChangePassword';
import { genderLabel } from '../components/gender';
import './Profile.css';
import { formatPhone } from '../../../lib/phone';
import { Link } from 'react-router';

/** Spec §2 Profile: photo, name, gender, birth date, registered account, email, change password, 18+ note. */
export function UserInfo() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  // Only with a token: right after logout this screen is still mounted for a moment.
  const token = useSessionStore((s) => s.token);
  const info = useQuery({ ...memberInfoQuery(), enabled: !!token });
  const member = useSessionStore((s) => s.memberDto);
  const guest = useSessionStore((s) => s.isGuestOrdering === 1);
  const notSet = <span className="profile__unset">{t('profile:notSet')}</span>;

  return (
    <Screen title={t('profile:title')}>
      <div className="profile">
        {!member ? (
          <PendingCard
            className="profile__card"
            failed={info.isError}
            failedText={t('profile:loadFailed')}
            onRetry={() => void info.refetch()}
            lines={5}
          />
        ) : (
          <>
            <section className="profile__card" aria-labelledby="profile-details">
              <h2 id="profile-details" className="profile__heading">
                {t('profile:details')}
              </h2>
              <dl className="profile__list">
                <div className="profile__row">
                  <dt>{t('profile:photo')}</dt>
                  <dd>
                    <Avatar src={member.icon} name={member.nickname || member.phone} />
                  </dd>
                </div>
                <div className="profile__row">
                  <dt>{t('profile:nickname')}</dt>
                  <dd data-testid="profile-nickname">{member.nickname || notSet}</dd>
                </div>
                <div className="profile__row">
                  <dt>{t('profile:gender')}</dt>
                  <dd>{genderLabel(t, member.gender)}</dd>
                </div>
                <div className="profile__row">
                  <dt>{t('profile:birthday')}</dt>
                  <dd>{member.birthday ? formatDate(`${member.birthday}T00:00:00`, locale) : notSet}</dd>
                </div>
                <div className="profile__row">
                  <dt>{t('profile:account')}</dt>
                  <dd dir="ltr">{formatPhone(member.phoneCountryCode, member.phone)}</dd>
                </div>
                <div className="profile__row">
                  <dt>{t('profile:email')}</dt>
                  <dd>{member.email || notSet}</dd>
                </div>
              </dl>
              {!guest && (
                <Link className="profile__action" to="/personalInfo" data-testid="edit-profile">
                  {t('profile:edit')}
                </Link>
              )}
            </section>

            {!guest && (
              <section className="profile__card" aria-labelledby="profile-password">
                <h2 id="profile-password" className="profile__heading">
                  {member.hasPassword ? t('profile:changePassword') : t('profile:setPassword')}
                </h2>
                <ChangePassword hasPassword={member.hasPassword} onDone={() => void info.refetch()} />
              </section>
            )}
          </>
        )}
        <p className="profile__note" role="note">
          {t('profile:ageNote')}
        </p>
      </div>
    </Screen>
  );
}
