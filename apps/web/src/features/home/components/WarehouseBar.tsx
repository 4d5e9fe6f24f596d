import { useState } from 'react';
import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { useT } from '../../../i18n';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { useHydrated } from '../../../lib/useHydrated';
import { formatDistance, hoursOf } from './warehouseText';
import { WarehouseSwitcher } from './WarehouseSwitcher';

/** Where the products on home come from, and the way to pick another warehouse. */
export function WarehouseBar() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const warehouse = useWarehouseStore((s) => s.warehouse);
  const [open, setOpen] = useState(false);
  // The distance needs the shopper's position, which the server-drawn page does not know.
  const known = warehouse ? formatDistance(warehouse.distance, locale) : null;
  const distance = useHydrated(known !== null) ? known : null;
  return (
    <>
      <button
        type="button"
        className="warehouse-bar"
        data-testid="warehouse-bar"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <EnvironmentOutline aria-hidden="true" className="warehouse-bar__icon" />
        <span className="warehouse-bar__text">
          <span className="visually-hidden">{t('common:warehouse.label')}: </span>
          <span className="warehouse-bar__name" data-testid="warehouse-name">
            {warehouse?.warehouseName ?? t('common:warehouse.none')}
          </span>
          {warehouse && (
            <span className="warehouse-bar__meta">
              {distance && <>{t('common:warehouse.distance', { distance })} · </>}
              {hoursOf(warehouse, t)}
            </span>
          )}
        </span>
        <span className="warehouse-bar__switch">
          {t('common:warehouse.switch')}
          <RightOutline aria-hidden="true" />
        </span>
      </button>
      <WarehouseSwitcher visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
