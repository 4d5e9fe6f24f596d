import { useTranslation } from 'react-i18next';
import { Button, Descriptions, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { OpsCustomerDetail } from '@storefront/contract';
import { useSession } from '../../../lib/session';
import { useFormat } from '../../../lib/useFormat';
import { CreditDialog, type CreditDialogKind } from './CreditDialog';
import { Part } from './Part';

type Row = OpsCustomerDetail['ledger'][number];

/**
 * The customer's credit: payment cycle, limit and debt per currency, and the ledger that explains
 * the debt. Finance sets the limit and cycle and records settlements and debts.
 */
export function CreditPart({ detail }: { detail: OpsCustomerDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [dialog, setDialog] = useState<CreditDialogKind | null>(null);
  const isFinance = useSession()?.roles.includes('finance') ?? false;
  const c = detail.customer;

  return (
    <Part id="customer-credit" title={t('customers.credit')}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('customers.regular')}>
          {c.isRegulars ? t('customers.yes') : t('customers.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.paymentCycle')}>
          {t(`customers.cycle.${c.paymentCycle}`)}
        </Descriptions.Item>
        {detail.credit.map((a) => (
          <Descriptions.Item key={a.currencyCode} label={t('customers.accountIn', { currency: a.currencyCode })}>
            {t('customers.limitAndDebt', {
              limit: format.money(a.creditLimit, a.currencyCode),
              debt: format.money(a.debt, a.currencyCode),
            })}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {isFinance && (
        <Space wrap className="customer-drawer__actions">
          <Button onClick={() => setDialog('limit')}>{t('customers.setCredit')}</Button>
          <Button onClick={() => setDialog('settlement')}>{t('customers.recordSettlement')}</Button>
          <Button onClick={() => setDialog('adjustment')}>{t('customers.recordDebt')}</Button>
        </Space>
      )}
      <Typography.Title level={3} className="customer-drawer__subheading">
        {t('customers.ledger')}
      </Typography.Title>
      <Table<Row>
        size="small"
        rowKey={(r) => `${r.at}-${r.kind}-${r.amount}-${r.orderId ?? ''}`}
        pagination={false}
        dataSource={detail.ledger}
        locale={{ emptyText: t('customers.noLedger') }}
        columns={[
          { title: t('customers.when'), dataIndex: 'at', render: (_, r) => format.dateTime(r.at) },
          { title: t('customers.kind'), dataIndex: 'kind', render: (_, r) => t(`customers.ledgerKind.${r.kind}`) },
          {
            title: t('customers.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (_, r) => format.money(r.amount, r.currencyCode),
          },
          {
            title: t('customers.note'),
            dataIndex: 'note',
            render: (_, r) => r.note ?? (r.orderId ? `#${r.orderId}` : ''),
          },
        ]}
      />
      {dialog && <CreditDialog detail={detail} kind={dialog} onClose={() => setDialog(null)} />}
    </Part>
  );
}
