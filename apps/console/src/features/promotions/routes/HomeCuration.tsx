import { useTranslation } from 'react-i18next';
import { Space, Typography } from 'antd';
import { useQueryParams } from '../../../lib/searchParams';
import { BannersPart } from '../components/BannersPart';
import { CountrySelect } from '../components/CountrySelect';
import { DeskNav } from '../components/DeskNav';
import { RecommendationsPart } from '../components/RecommendationsPart';
import { SpecialListsPart } from '../components/SpecialListsPart';
import './Desk.css';

/** The Home page as the shop shows it in a country: banners, special lists, recommendations first. */
export function HomeCuration() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const countryCode = params.get('country') ?? 'VN';
  return (
    <section className="desk">
      <Typography.Title level={1} className="desk__title">
        {t('promotions.page.home')}
      </Typography.Title>
      <DeskNav />
      <Space className="desk__tools">
        <label htmlFor="desk-home-country">{t('promotions.country')}</label>
        <CountrySelect id="desk-home-country" value={countryCode} onChange={(country) => update({ country })} />
      </Space>
      <BannersPart countryCode={countryCode} />
      <SpecialListsPart />
      <RecommendationsPart countryCode={countryCode} />
    </section>
  );
}
