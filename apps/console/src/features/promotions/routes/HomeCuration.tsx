import { useTranslation } from 'react-i18next';
import { useQueryParams } from '../../../lib/searchParams';
import { BannersPart } from '../components/BannersPart';
import { CountrySelect } from '../components/CountrySelect';
import { DeskPage } from '../components/DeskPage';
import { RecommendationsPart } from '../components/RecommendationsPart';
import { SpecialListsPart } from '../components/SpecialListsPart';
import './Desk.css';

/** The Home page as the shop shows it in a country: banners, special lists, recommendations first. */
export function HomeCuration() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const countryCode = params.get('country') ?? 'VN';
  return (
    <DeskPage
      page="home"
      tools={
        <>
          <label htmlFor="desk-home-country">{t('promotions.country')}</label>
          <CountrySelect id="desk-home-country" value={countryCode} onChange={(country) => update({ country })} />
        </>
      }
    >
      <BannersPart countryCode={countryCode} />
      <SpecialListsPart />
      <RecommendationsPart countryCode={countryCode} />
    </DeskPage>
  );
}
