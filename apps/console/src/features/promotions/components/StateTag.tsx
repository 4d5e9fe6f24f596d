import { useTranslation } from 'react-i18next';
import type { OfferState } from '@storefront/contract/constants';
import { ToneTag, type Tone } from '../../../components/ToneTag';

const TONE: Record<OfferState, Tone> = { running: 'success', scheduled: 'info', ended: 'warning' };

/** Where an offer stands against its window, by the server's clock. */
export function StateTag({ state }: { state: OfferState }) {
  const { t } = useTranslation();
  return <ToneTag tone={TONE[state]}>{t(`promotions.state.${state}`)}</ToneTag>;
}
