import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from './namespaces';

export type AppT = TFunction<typeof NAMESPACES>;

/**
 * react-i18next's `t` for every namespace, so `t('common:confirm')`, `t('cart:title')` are all
 * typed and checked; a language switch draws the component again.
 */
export function useT(): { t: AppT } {
  const { t } = useTranslation(NAMESPACES);
  return { t };
}
