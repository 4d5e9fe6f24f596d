import type { MemberDto } from '@storefront/contract';
import type { AppT } from '../../../i18n';

/** 0 not disclosed, 1 male, 2 female (DESIGN §5). */
export const GENDERS = [0, 1, 2] as const satisfies readonly MemberDto['gender'][];

export const genderLabel = (t: AppT, gender: MemberDto['gender']) =>
  gender === 1 ? t('profile:male') : gender === 2 ? t('profile:female') : t('profile:notDisclosed');
