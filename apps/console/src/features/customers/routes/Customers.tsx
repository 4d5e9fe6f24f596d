import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { OpsCustomer } from '@storefront/contract';
import { customerListQuery } from '../api/customers';
import { CustomerDrawer } from '../components/CustomerDrawer';
import './Customers.css';
import { ToneTag } from '../../../components/ToneTag';

const PAGE_SIZE = 20;

/** Customers found by phone or name (certification requests first); one opens beside the list. */
export function Customers() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('customer')) || null;
  const list = useQuery(customerListQuery(keyword, pageNum, PAGE_SIZE));
  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  const columns: TableColumnsType<OpsCustomer> = [
    {
      title: t('staff.name'),
      dataIndex: 'nickname',
      render: (_, c) => (
        <Button
          type="link"
          className="customers__open"
          onClick={() => update({ customer: String(c.memberId) })}
          aria-label={t('customers.open', { name: c.nickname ?? c.phone })}
        >
          {c.nickname ?? t('order.none')}
        </Button>
      ),
    },
    { title: t('staff.phone'), dataIndex: 'phone', render: (_, c) => `+${c.phoneCountryCode} ${c.phone}` },
    {
      title: t('customers.certification'),
      dataIndex: 'isCertified',
      render: (_, c) => (
        <Space wrap>
          {c.certificationPending && <ToneTag tone="warning">{t('customers.request.pending')}</ToneTag>}
          {c.isCertified && <ToneTag tone="success">{t('customers.certifiedTag')}</ToneTag>}
        </Space>
      ),
    },
    {
      title: t('customers.regular'),
      dataIndex: 'isRegulars',
      render: (_, c) => (c.isRegulars ? t('customers.yes') : t('customers.no')),
    },
    {
      title: t('customers.paymentCycle'),
      dataIndex: 'paymentCycle',
      render: (_, c) => t(`customers.cycle.${c.paymentCycle}`),
    },
  ];

  return (
    <section className="customers">
      <Typography.Title level={1} className="customers__title">
        {t('customers.title')}
      </Typography.Title>
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        aria-label={t('customers.search')}
        placeholder={t('customers.search')}
        enterButton={t('orders.searchButton')}
        allowClear
        maxLength={40}
        className="customers__search"
        onSearch={(value) => update({ keyword: value.trim(), page: null })}
      />
      {list.isError ? (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={t('customers.loadFailed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('orders.retry')}</Button>}
        />
      ) : (
        <Table<OpsCustomer>
          rowKey="memberId"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('staff.empty') }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showTotal: (count) => t('orders.total', { count }),
            onChange: (page) => update({ page: String(page) }),
          }}
        />
      )}
      <CustomerDrawer memberId={openId} onClose={() => update({ customer: null })} />
    </section>
  );
}
