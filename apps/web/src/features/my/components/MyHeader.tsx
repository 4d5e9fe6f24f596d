import type { MemberDto } from '@storefront/contract';
import { useT } from '../../../i18n';
import { Avatar } from '../../../components/Avatar';
import { formatPhone } from '../../../lib/phone';
import { Link } from 'react-router';

/** Who is logged in: photo, name, phone, verified badge and the regular-customer mark. */
export function MyHeader({ member, isRegulars }: { member: MemberDto; isRegulars: boolean }) {
  const { t } = useT();
  const phone = formatPhone(member.phoneCountryCode, member.phone);
  return (
    <section className="my-header" aria-labelledby="my-name">
      <Avatar src={member.icon} name={member.nickname || member.phone} size="large" />
      <div className="my-header__text">
        <h2 id="my-name" className="my-header__name" data-testid="my-name">
          {member.nickname || phone}
        </h2>
        <p className="my-header__phone" dir="ltr">
          {phone}
        </p>
        <p className="my-header__badges">
          <span className={`my-badge${member.isCertified ? ' my-badge--ok' : ''}`} data-testid="my-certified">
            {member.isCertified ? t('my:verified') : t('my:unverified')}
          </span>
          {isRegulars && <span className="my-badge my-badge--regular">{t('my:regular')}</span>}
        </p>
        {/* A bare "Not verified" worried shoppers: say what it means and what it changes. */}
        {!member.isCertified && (
          <p className="my-header__hint" data-testid="my-unverified-hint">
            {t('my:unverifiedHint')}
          </p>
        )}
      </div>
      <Link className="my-header__edit" to="/userInfo">
        {t('my:editProfile')}
      </Link>
    </section>
  );
}
