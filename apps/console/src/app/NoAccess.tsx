import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useSession } from '../lib/session';
import { sectionsFor, type SectionKey } from '../lib/sections';
import './NoAccess.css';

/**
 * What a section answers to staff whose roles do not open it (a typed or shared address): it says
 * so in their language, names their roles, and leads to the sections they have, instead of
 * drawing the screen and showing the API's refusal as a load error.
 */
export function NoAccess({ section }: { section: SectionKey }) {
  const { t, i18n } = useTranslation();
  const roles = useSession()?.roles ?? [];
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    roles.map((r) => t(`staff.role.${r}`)),
  );
  return (
    <section className="no-access" aria-labelledby="no-access-title">
      <LockOutlined aria-hidden className="no-access__icon" />
      <Typography.Title level={1} id="no-access-title" className="no-access__title">
        {t('access.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('access.why', { section: t(`section.${section}`), roles: names })}</Typography.Paragraph>
      <Typography.Title level={2} id="no-access-yours" className="no-access__subtitle">
        {t('access.yours')}
      </Typography.Title>
      <ul className="no-access__sections" aria-labelledby="no-access-yours">
        {sectionsFor(roles).map((key) => (
          <li key={key}>
            <Link to={`/${key}`} className="no-access__link">
              {t(`section.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
