import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { Screen } from '../../../components/Screen';
import { afterMemberSwitch } from '../../../lib/actingFor';
import { session } from '../../../lib/storage';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { redeemCrmTicket } from '../api/redeemCrmTicket';
import { Link } from 'react-router';
import './TransferPage.css';

/**
 * Two ways in:
 * - a sales QR code (/transferPage?source=&uid=): the pair is kept for this browser tab (session
 *   storage), `uid` goes out as the qrCode header on every request so orders are attributed to that
 *   code, and the customer continues to home;
 * - a CRM link (/transferPage?source=crm&ticket=…): the ticket is redeemed for the
 *   customer's proxy token and staff start ordering for that customer.
 * Either way this page is left without a history entry, so Back never redeems a ticket twice.
 */
export function TransferPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const source = params.get('source') ?? '';
  const uid = params.get('uid') ?? '';
  const ticket = source === 'crm' ? (params.get('ticket') ?? '') : '';
  const [failed, setFailed] = useState(false);
  // A ticket is usable once: StrictMode's second effect run must not spend it again.
  const redeemed = useRef<string | null>(null);

  useEffect(() => {
    if (ticket) {
      if (redeemed.current === ticket) return;
      redeemed.current = ticket;
      void (async () => {
        try {
          const { answer, customer } = await redeemCrmTicket(ticket);
          useSessionStore.getState().startGuestOrdering(answer, customer);
          await afterMemberSwitch(queryClient);
          await navigate('/', { replace: true });
        } catch {
          setFailed(true);
        }
      })();
      return;
    }
    // Header values must be short Latin-1 text; anything else is not a code we issued.
    if (uid && /^[\w.-]{1,128}$/.test(uid)) session.set('transferPage', { source: source.slice(0, 64), uid });
    void navigate('/', { replace: true });
  }, [navigate, queryClient, source, uid, ticket]);

  return (
    <Screen title={t('common:title.transferPage')} back={false}>
      {failed ? (
        <div className="transfer-failed" role="alert" data-testid="crm-ticket-failed">
          <h2>{t('common:crmTicket.failedTitle')}</h2>
          <p>{t('common:crmTicket.failed')}</p>
          <Link to="/" replace>
            {t('common:goHome')}
          </Link>
        </div>
      ) : (
        <div style={{ padding: '0.4rem' }} aria-busy="true">
          <p className="visually-hidden">{ticket ? t('common:crmTicket.redeeming') : t('common:loading')}</p>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      )}
    </Screen>
  );
}
