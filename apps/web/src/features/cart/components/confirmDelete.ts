import { dialog } from '../../../lib/overlays';
import type { AppT } from '../../../i18n';

/** Both ways of deleting (swipe, long press) and "clear" ask first (spec §2). */
export const confirmDelete = (t: AppT, content: string, title = t('cart:deleteTitle')) =>
  dialog.confirm({
    // antd's dialog has no name of its own; screen readers announce this one.
    'aria-label': title,
    title,
    content,
    confirmText: t('cart:delete'),
    cancelText: t('common:cancel'),
  });
