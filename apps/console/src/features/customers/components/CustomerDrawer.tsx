import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Skeleton } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { useFormat } from '../../../lib/useFormat';
import { customerQuery } from '../api/customers';
import { CertificationPart } from './CertificationPart';
import { CreditPart } from './CreditPart';
import { CustomerOrders } from './CustomerOrders';
import { Part } from './Part';
import './CustomerDrawer.css';

const PREFIX = 'customer.';
const KNOWN = ['approveCertification', 'rejectCertification', 'setCredit', 'settlement', 'adjustment'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (action: string) => (KNOWN as readonly string[]).includes(action.slice(PREFIX.length));

/** Before → after, as the audit trail kept them. */
function change(detail: unknown): string {
  const d = detail as { before?: unknown; after?: unknown } | null;
  return d?.before !== undefined ? ` · ${JSON.stringify(d.before)} → ${JSON.stringify(d.after)}` : '';
}

/** One customer: certification, credit and its ledger, orders, and what staff did to the account. */
export function CustomerDrawer({ memberId, onClose }: { memberId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const detail = useQuery({ ...customerQuery(memberId ?? 0), enabled: memberId !== null });
  const d = memberId !== null ? detail.data : undefined;
  const name = d ? (d.customer.nickname ?? `+${d.customer.phoneCountryCode} ${d.customer.phone}`) : '';

  return (
    <Drawer
      open={memberId !== null}
      onClose={onClose}
      size={720}
      title={d ? t('customers.titleOf', { name }) : t('app.loading')}
      closable={{ 'aria-label': t('order.close') }}
      destroyOnHidden
    >
      {detail.isError ? (
        <LoadFailed title={t('customers.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : d ? (
        <>
          <p>{`+${d.customer.phoneCountryCode} ${d.customer.phone}`}</p>
          <CertificationPart detail={d} />
          <CreditPart detail={d} />
          <CustomerOrders memberId={d.customer.memberId} />
          <Part id="customer-history" title={t('order.history')}>
            {d.audit.length === 0 ? (
              <p>{t('customers.noHistory')}</p>
            ) : (
              <ol className="customer-drawer__history">
                {d.audit.map((a, i) => (
                  <li key={`${a.at}-${i}`}>
                    <time dateTime={a.at}>{format.dateTime(a.at)}</time>
                    {` · ${isKnown(a.action) ? t(`customers.audit.${a.action.slice(PREFIX.length) as Known}`) : a.action}`}
                    {a.staffName !== null && ` · ${t('customers.by', { name: a.staffName })}`}
                    {change(a.detail)}
                  </li>
                ))}
              </ol>
            )}
          </Part>
        </>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
