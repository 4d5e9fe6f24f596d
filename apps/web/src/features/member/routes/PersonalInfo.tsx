import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { toast } from '../../../lib/overlays';
import { Screen } from '../../../components/Screen';
import { safeRedirect } from '../../../lib/safeRedirect';
import { memberInfoQuery } from '../../../lib/stores/memberInfo';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { ProfileForm } from '../components/ProfileForm';
import { Link } from 'react-router';
import './Profile.css';

/**
 * Edits the personal information. Right after registering it arrives with ?phone= (and the way
 * back in ?redirect=) as "complete your profile", which may be skipped. Without a token the phone
 * query still lets it open (spec §2): it then asks to log in with that phone to continue.
 */
export function PersonalInfo() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const phone = params.get('phone');
  const back = safeRedirect(params.get('redirect'));
  const token = useSessionStore((s) => s.token);
  const member = useSessionStore((s) => s.memberDto);
  const info = useQuery({ ...memberInfoQuery(), enabled: !!token });
  const welcome = !!phone;
  const done = () => void navigate(welcome ? back : '/userInfo', { replace: true });

  let body;
  if (!token) {
    const here = `/personalInfo?${new URLSearchParams({ phone: phone ?? '' })}`;
    body = (
      <div className="profile__card">
        <p>{t('personalInfo:loginToContinue', { phone })}</p>
        <Link
          className="profile__action"
          to={`/login?${new URLSearchParams({ redirect: here, phone: phone ?? '' })}`}
          data-testid="personal-login"
        >
          {t('personalInfo:login')}
        </Link>
      </div>
    );
  } else if (!member) {
    body = (
      <div className="profile__card" aria-busy="true">
        <span className="visually-hidden">{info.isError ? t('personalInfo:loadFailed') : t('common:loading')}</span>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    body = (
      <div className="profile__card">
        <ProfileForm
          member={member}
          onSaved={() => {
            toast.show({ content: t('personalInfo:saved') });
            done();
          }}
        />
      </div>
    );
  }

  return (
    <Screen title={welcome ? t('personalInfo:welcomeTitle') : t('personalInfo:title')}>
      <div className="profile">
        {welcome && token && <p className="profile__lead">{t('personalInfo:welcomeText')}</p>}
        {body}
        {welcome && token && (
          <button type="button" className="profile__skip" onClick={done} data-testid="profile-skip">
            {t('personalInfo:skip')}
          </button>
        )}
        <p className="profile__note" role="note">
          {t('personalInfo:ageNote')}
        </p>
      </div>
    </Screen>
  );
}
