import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dialog } from '../../../lib/overlays';
import { dropMemberQueries, forgetMember } from '../../../lib/stores/memberInfo';
import { useT } from '../../../i18n';
import { fetchLogout } from '../api/logout';

/**
 * Log out with confirmation. Spec §4: only a code-200 answer counts; then the state, the stored
 * address, user and cart are cleared and the user goes home. Any other answer keeps the session
 * (the client shows the server's message).
 */
export function useSignOut() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const ok = await dialog.confirm({
      // antd's dialog has no name of its own; screen readers announce this one.
      'aria-label': t('my:logoutConfirmTitle'),
      title: t('my:logoutConfirmTitle'),
      content: t('my:logoutConfirmText'),
      confirmText: t('my:logout'),
      cancelText: t('common:cancel'),
    });
    if (!ok) return false;
    try {
      await fetchLogout();
    } catch {
      return false;
    }
    forgetMember();
    dropMemberQueries(queryClient);
    await navigate('/', { replace: true });
    return true;
  };
}
