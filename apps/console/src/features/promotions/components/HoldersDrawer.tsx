import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { DeskCoupon, DeskCouponHolder } from '@storefront/contract';
import { useCountries } from '../../../lib/countries';
import { useFormat } from '../../../lib/useFormat';
import { holdersQuery, useCouponChange } from '../api/coupons';
import { Listed } from './DeskPage';

const newKey = () => crypto.randomUUID();

/** Who holds a coupon's copies, and a customer given one by phone. */
export function HoldersDrawer({ coupon, onClose }: { coupon: DeskCoupon; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNum, setPageNum] = useState(1);
  const holders = useQuery(holdersQuery(coupon.templateId, pageNum));
  const columns: TableColumnsType<DeskCouponHolder> = [
    { title: t('promotions.coupon.customer'), dataIndex: 'memberName' },
    { title: t('promotions.coupon.phone'), dataIndex: 'phone' },
    {
      title: t('promotions.stateLabel'),
      dataIndex: 'state',
      render: (_, h) => t(`promotions.coupon.states.${h.state}`),
    },
    { title: t('promotions.coupon.claimedAt'), dataIndex: 'claimedAt', render: (_, h) => format.dateTime(h.claimedAt) },
    { title: t('promotions.coupon.order'), dataIndex: 'orderSn', render: (_, h) => h.orderSn ?? '—' },
    {
      title: t('promotions.coupon.grantedBy'),
      dataIndex: 'grantedBy',
      render: (_, h) => h.grantedBy ?? t('promotions.coupon.byCode'),
    },
  ];
  return (
    <Drawer open size="large" title={t('promotions.coupon.holdersOf', { name: coupon.name })} onClose={onClose}>
      <GrantForm coupon={coupon} />
      <Typography.Title level={2} className="desk__section-title">
        {t('promotions.coupon.holders')}
      </Typography.Title>
      <Listed what={t('promotions.coupon.holders')} query={holders}>
        <Table<DeskCouponHolder>
          rowKey="memberCouponId"
          size="small"
          columns={columns}
          dataSource={holders.data?.list ?? []}
          loading={holders.isFetching}
          pagination={{
            current: pageNum,
            pageSize: 10,
            total: holders.data?.total ?? 0,
            showTotal: (count) => t('promotions.total', { count }),
            onChange: setPageNum,
          }}
        />
      </Listed>
    </Drawer>
  );
}

/** One copy for a customer found by phone; the form's key makes a repeat give it once. */
function GrantForm({ coupon }: { coupon: DeskCoupon }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const countries = useCountries().data ?? [];
  const home = countries.find((c) => c.countryCode === coupon.countryCode)?.phoneCode ?? '84';
  const [phoneCountryCode, setPhoneCountryCode] = useState(home);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [clientKey, setClientKey] = useState(newKey);
  const { grant } = useCouponChange();
  const send = async () => {
    try {
      const holder = await grant.mutateAsync({
        templateId: coupon.templateId,
        phoneCountryCode,
        phoneNumber,
        clientKey,
      });
      void message.success(t('promotions.coupon.granted', { name: holder.memberName }));
      setPhoneNumber('');
      setClientKey(newKey());
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <Form layout="vertical" component="div">
      <fieldset className="desk__fieldset">
        <legend>{t('promotions.coupon.grant')}</legend>
        <Space wrap align="end">
          <Form.Item label={t('promotions.coupon.phoneCountry')} htmlFor="desk-grant-country">
            <Select
              id="desk-grant-country"
              className="desk__select"
              value={phoneCountryCode}
              onChange={setPhoneCountryCode}
              options={countries.map((c) => ({ value: c.phoneCode, label: `+${c.phoneCode} ${c.name}` }))}
            />
          </Form.Item>
          <Form.Item label={t('promotions.coupon.phone')} htmlFor="desk-grant-phone">
            <Input
              id="desk-grant-phone"
              inputMode="tel"
              maxLength={20}
              value={phoneNumber}
              onChange={(e) => setPhoneNumber(e.target.value)}
            />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              loading={grant.isPending}
              disabled={phoneNumber.trim().length < 4 || coupon.state === 'ended'}
              onClick={() => void send()}
            >
              {t('promotions.coupon.grantButton')}
            </Button>
          </Form.Item>
        </Space>
      </fieldset>
    </Form>
  );
}
