import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import type { OpsDeliverySettings } from '@storefront/contract';
import { deliveryQuery, useClosedDay, useUpdateDelivery, type DeliveryChange } from '../api/delivery';
import './Delivery.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
/** 2023-01-01 was a Sunday: weekday n is that date plus n days, named by Intl in the staff member's language. */
const weekdayName = (day: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));

function WarehouseCard({ w }: { w: OpsDeliverySettings }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Omit<DeliveryChange, 'warehouseId'>>();
  const update = useUpdateDelivery();
  const closedDay = useClosedDay();
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);

  const attempt = async (send: () => Promise<unknown>) => {
    setError(null);
    try {
      await send();
      void message.success(t('deliverySettings.saved', { name: w.warehouseName }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const save = async () => {
    const v = await form.validateFields();
    await attempt(() => update.mutateAsync({ warehouseId: w.warehouseId, ...v }));
  };

  return (
    <Card title={<h2 className="delivery__name">{w.warehouseName}</h2>} className="delivery__card">
      <Form
        form={form}
        layout="vertical"
        name={`delivery-${w.warehouseId}`}
        requiredMark={false}
        initialValues={{
          slotCapacity: w.slotCapacity,
          cutOffMinutes: w.cutOffMinutes,
          closedWeekdays: w.closedWeekdays,
          pickup: w.pickup,
        }}
      >
        <Typography.Paragraph>
          {t('deliverySettings.slots', { minutes: w.slotMinutes, days: w.daysAhead, zone: w.timeZone })}
        </Typography.Paragraph>
        <Space wrap size="large">
          <Form.Item
            name="slotCapacity"
            label={t('deliverySettings.capacity')}
            rules={[{ required: true, type: 'number', min: 0 }]}
          >
            <InputNumber min={0} max={10000} precision={0} />
          </Form.Item>
          <Form.Item
            name="cutOffMinutes"
            label={t('deliverySettings.cutOff')}
            rules={[{ required: true, type: 'number', min: 0 }]}
          >
            <InputNumber min={0} max={10080} precision={0} />
          </Form.Item>
          <Form.Item name="pickup" label={t('deliverySettings.pickup')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="closedWeekdays" label={t('deliverySettings.closedWeekdays')}>
          <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: weekdayName(d, i18n.language) }))} />
        </Form.Item>
        <Button type="primary" loading={update.isPending} onClick={() => void save().catch(() => undefined)}>
          {t('deliverySettings.save')}
        </Button>
      </Form>
      <Typography.Title level={3} className="delivery__subheading">
        {t('deliverySettings.closedDays')}
      </Typography.Title>
      <Space wrap>
        {w.closedDates.length === 0 && <Typography.Text>{t('deliverySettings.noClosedDays')}</Typography.Text>}
        {w.closedDates.map((date) => (
          <Tag
            key={date}
            closable
            closeIcon={<span aria-label={t('deliverySettings.reopen', { date })}>×</span>}
            onClose={(e) => {
              e.preventDefault();
              void attempt(() => closedDay.mutateAsync({ warehouseId: w.warehouseId, date, closed: false }));
            }}
          >
            {date}
          </Tag>
        ))}
      </Space>
      <Space.Compact className="delivery__close">
        <Input
          type="date"
          aria-label={t('deliverySettings.dayToClose')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button
          disabled={!day}
          loading={closedDay.isPending}
          onClick={() =>
            void attempt(() => closedDay.mutateAsync({ warehouseId: w.warehouseId, date: day, closed: true }))
          }
        >
          {t('deliverySettings.closeDay')}
        </Button>
      </Space.Compact>
      {error && <Alert type="error" role="alert" showIcon title={error} />}
    </Card>
  );
}

/** Operations' delivery settings, one card per warehouse. */
export function Delivery() {
  const { t } = useTranslation();
  const list = useQuery(deliveryQuery());
  return (
    <section className="delivery">
      <Typography.Title level={1} className="delivery__title">
        {t('deliverySettings.title')}
      </Typography.Title>
      {list.isError ? (
        <LoadFailed title={t('deliverySettings.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data ? (
        list.data.map((w) => <WarehouseCard key={w.warehouseId} w={w} />)
      ) : (
        <Skeleton active />
      )}
    </section>
  );
}
