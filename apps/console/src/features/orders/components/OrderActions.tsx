import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Space, Typography } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { actionsFor, ACTION_SPECS, type OrderAction } from '../actions';
import { ActionDialog } from './ActionDialog';
import { useSession } from '../../../lib/session';

/** The buttons for what the order's status and the staff member's roles allow; each asks first. */
export function OrderActions({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const roles = useSession()?.roles ?? [];
  const actions = actionsFor(order, roles);

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
