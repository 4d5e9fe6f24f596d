import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dialog } from '../../../lib/overlays';
import type { CustomerSummary } from '@storefront/contract';
import { afterMemberSwitch, exitActingFor } from '../../../lib/actingFor';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { fetchProxyToken } from '../api/genTokenByManipulateOrder';

export const customerName = (c: Pick<CustomerSummary, 'nickname' | 'phoneCountryCode' | 'phone'>) =>
  c.nickname || `+${c.phoneCountryCode} ${c.phone}`;

/**
 * Staff ordering for a customer (spec §4 proxy login, DESIGN §5). Entering asks for confirmation,
 * mints the customer's token, keeps the staff session aside and goes home as the customer;
 * exiting ends the proxy session on the server and restores the staff session.
 */
export function useGuestOrdering() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const enter = async (customer: CustomerSummary): Promise<boolean> => {
    const ok = await dialog.confirm({
      // antd's dialog has no name of its own; screen readers announce this one.
      'aria-label': t('my:guestConfirmTitle'),
      title: t('my:guestConfirmTitle'),
      content: t('my:guestConfirmText', { name: customerName(customer) }),
      confirmText: t('my:guestConfirmOk'),
      cancelText: t('common:cancel'),
    });
    if (!ok) return false;
    try {
      const answer = await fetchProxyToken(customer.id);
      useSessionStore.getState().startGuestOrdering(answer, customer);
    } catch {
      return false; // the server's message (not allowed, customer not found) is already shown
    }
    await afterMemberSwitch(queryClient);
    await navigate('/', { replace: true });
    return true;
  };

  const exit = () => exitActingFor(queryClient);

  return { enter, exit };
}
