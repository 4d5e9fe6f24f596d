import { CheckOutline } from 'antd-mobile-icons';
import type { Warehouse } from '@storefront/contract';
import { useT } from '../../../i18n';
import { deliversHere } from './groupByCountry';
import { formatDistance, hoursOf } from './warehouseText';

interface Props {
  warehouse: Warehouse;
  active: boolean;
  locale: string;
  onPick: (w: Warehouse) => void;
}

/** One warehouse of the switcher: distance, hours, and whether it delivers to the shopper. */
export function WarehouseOption({ warehouse: w, active, locale, onPick }: Props) {
  const { t } = useT();
  const distance = formatDistance(w.distance, locale);
  const delivers = deliversHere(w);
  return (
    <button
      type="button"
      className={`warehouse-option${active ? ' warehouse-option--active' : ''}`}
      aria-pressed={active}
      data-testid={`warehouse-option-${w.warehouseId}`}
      onClick={() => onPick(w)}
    >
      <span className="warehouse-option__name">{w.warehouseName}</span>
      <span className="warehouse-option__meta">
        {distance && <>{t('common:warehouse.distance', { distance })} · </>}
        {hoursOf(w, t)}
      </span>
      {delivers !== null && (
        <span
          className={`warehouse-option__delivery warehouse-option__delivery--${delivers ? 'yes' : 'no'}`}
          data-testid={`warehouse-delivers-${w.warehouseId}`}
        >
          {delivers
            ? t('common:warehouse.deliversToYou')
            : w.pickup
              ? t('common:warehouse.pickupOnly')
              : t('common:warehouse.outOfArea')}
        </span>
      )}
      {delivers === null && w.pickup && <span className="warehouse-option__meta">{t('common:warehouse.pickup')}</span>}
      <span className="warehouse-option__address">{w.address}</span>
      {active && <CheckOutline aria-hidden="true" className="warehouse-option__check" />}
    </button>
  );
}
