import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Skeleton } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { customerQuery } from '../api/customers';
import { CertificationPart } from './CertificationPart';
import { CreditPart } from './CreditPart';
import { CustomerOrders } from './CustomerOrders';
import { CustomerHistory } from './CustomerHistory';
import './CustomerDrawer.css';
import { formatPhone } from '@storefront/contract/phone';

/** One customer: certification, credit and its ledger, orders, and what staff did to the account. */
export function CustomerDrawer({ memberId, onClose }: { memberId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ ...customerQuery(memberId ?? 0), enabled: memberId !== null });
  const d = memberId !== null ? detail.data : undefined;
  const name = d ? (d.customer.nickname ?? formatPhone(d.customer.phoneCountryCode, d.customer.phone)) : '';

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
          <p>{formatPhone(d.customer.phoneCountryCode, d.customer.phone)}</p>
          <CertificationPart detail={d} />
          <CreditPart detail={d} />
          <CustomerOrders memberId={d.customer.memberId} />
          <CustomerHistory audit={d.audit} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
