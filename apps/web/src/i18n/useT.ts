import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NAMESPACES } from './namespaces';

/**
 * i18next types `ns:key` only for a t bound to a list of namespaces, so the app binds all of them
 * (they are bundled, nothing loads): `t('common:confirm')`, `t('cart:title')` are all checked.
 */
export const useT = () => useTranslation(NAMESPACES);
export type AppT = TFunction<typeof NAMESPACES>;
