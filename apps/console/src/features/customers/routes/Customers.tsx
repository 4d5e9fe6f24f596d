import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import type { OpsCustomer } from '@storefront/contract';
import { PagedList, pageOf } from '../../../components/PagedList';
import { useQueryParams } from '../../../lib/searchParams';
import { customerListQuery } from '../api/customers';
import { CustomerDrawer } from '../components/CustomerDrawer';
import './Customers.css';
import { ToneTag } from '../../../components/ToneTag';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { formatPhone } from '@storefront/contract/phone';

/** Customers found by phone or name (certification requests first); one opens beside the list. */
export function Customers() {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const keyword = params.get('keyword') ?? '';
  const { pageNum, pageSize } = pageOf(params);
  const openId = Number(params.get('customer')) || null;
  const list = useQuery(customerListQuery(keyword, pageNum, pageSize));

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
    { title: t('staff.phone'), dataIndex: 'phone', render: (_, c) => formatPhone(c.phoneCountryCode, c.phone) },
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
      <KeywordSearch
        label={t('customers.search')}
        value={keyword}
        maxLength={40}
        className="customers__search"
        onSearch={(value) => update({ keyword: value, page: null })}
      />
      <PagedList
        result={list}
        columns={columns}
        rowKey="memberId"
        loadFailed={t('customers.loadFailed')}
        emptyText={t('staff.empty')}
      />
      <CustomerDrawer memberId={openId} onClose={() => update({ customer: null })} />
    </section>
  );
}
