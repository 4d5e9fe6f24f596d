import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { newOrdersQuery, type ListFilter } from '../api/orders';

interface Props {
  filter: ListFilter;
  /** The newest order of the list on show; undefined while the list is not drawn yet. */
  since: number | null | undefined;
  onShow: () => void;
}

/**
 * Says how many orders came in since the list was drawn, without moving its rows: the staff member
 * shows them when their pointer is free. A polite live region, so a screen reader hears it once.
 */
export function NewOrders({ filter, since, onShow }: Props) {
  const { t } = useTranslation();
  const count = useQuery({ ...newOrdersQuery(filter, since ?? null), enabled: since !== undefined }).data ?? 0;
  return (
    <div role="status" className="orders__new-region">
      {since !== undefined && count > 0 && (
        <div className="orders__new">
          <InfoCircleOutlined aria-hidden />
          <span>{t('queue.newOrders', { count })}</span>
          <Button size="small" type="primary" onClick={onShow}>
            {t('queue.showNew')}
          </Button>
        </div>
      )}
    </div>
  );
}
