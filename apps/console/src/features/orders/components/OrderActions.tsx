import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Space, Typography } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { actionsFor, ACTION_SPECS, type OrderAction } from '../actions';
import { ActionDialog } from './ActionDialog';

/** The buttons for what the order's status allows; each asks for confirmation first. */
export function OrderActions({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const actions = actionsFor(order);

  return (
    <section aria-labelledby="order-actions-title" className="order-drawer__section">
      <Typography.Title level={2} id="order-actions-title" className="order-drawer__heading">
        {t('actions.title')}
      </Typography.Title>
      {actions.length === 0 ? (
        <Typography.Text>{t('actions.none')}</Typography.Text>
      ) : (
        <Space wrap>
          {actions.map((action) => (
            <Button
              key={action}
              type={ACTION_SPECS[action].danger ? 'default' : 'primary'}
              danger={ACTION_SPECS[action].danger}
              onClick={() => setAsking(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Space>
      )}
      {asking && (
        <ActionDialog
          order={order}
          action={asking}
          onCancel={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            void message.success(t('actions.done'));
          }}
        />
      )}
    </section>
  );
}
