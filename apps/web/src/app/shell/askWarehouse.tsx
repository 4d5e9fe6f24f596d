import type { Warehouse } from '@storefront/contract';
import { i18n } from '../../i18n';
import { dialog } from '../../lib/overlays';
import type { WarehouseAsker } from '../../lib/stores/warehouse.store';

/**
 * The question before the warehouse changes under the shopper: both answers name their
 * warehouse, so neither is a bare "OK" that moves the cart out of sight.
 */
export const askWarehouse: WarehouseAsker = (current: Warehouse, suggested: Warehouse) => {
  const t = i18n.t.bind(i18n);
  const names = { current: current.warehouseName, suggested: suggested.warehouseName };
  return dialog.confirm({
    'aria-label': t('common:warehouse.askTitle'),
    title: t('common:warehouse.askTitle'),
    content: <p data-testid="warehouse-ask">{t('common:warehouse.askText', names)}</p>,
    confirmText: <span data-testid="warehouse-ask-switch">{t('common:warehouse.switchTo', names)}</span>,
    cancelText: <span data-testid="warehouse-ask-stay">{t('common:warehouse.stay', names)}</span>,
  });
};
