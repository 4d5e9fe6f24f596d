import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { CheckOutline, CloseOutline } from 'antd-mobile-icons';
import type { Warehouse } from '@storefront/contract';
import { useT } from '../../../i18n';
import { getPosition } from '../../../lib/storage';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { chooseWarehouse, loadRegions, useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { LoadFailed } from '../../../components/SkuFeed';
import { formatDistance, hoursOf } from './warehouseText';

interface Props {
  visible: boolean;
  onClose: () => void;
}

/** Regions (nearest first) and their warehouses; picking one makes it the current warehouse. */
export function WarehouseSwitcher({ visible, onClose }: Props) {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const current = useWarehouseStore((s) => s.warehouse);
  const position = getPosition();
  const regions = useQuery({
    queryKey: ['warehouse', 'regions', locale, position.latitude, position.longitude],
    queryFn: loadRegions,
    enabled: visible,
    staleTime: 5 * 60_000,
  });

  const pick = (w: Warehouse) => {
    onClose();
    if (w.warehouseId !== current?.warehouseId) void chooseWarehouse(w);
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="warehouse-switcher"
      bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }}
      destroyOnClose
    >
      {/* antd's Popup passes no role through, so the dialog semantics sit on this wrapper. */}
      <div role="dialog" aria-modal="true" aria-labelledby="warehouse-switcher-title" data-testid="warehouse-switcher">
        <div className="warehouse-switcher__head">
          <h2 id="warehouse-switcher-title">{t('common:warehouse.choose')}</h2>
          <button type="button" className="warehouse-switcher__close" aria-label={t('common:close')} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        {regions.isPending ? (
          <p className="warehouse-switcher__note">{t('common:loading')}</p>
        ) : regions.isError ? (
          <LoadFailed onRetry={() => void regions.refetch()} />
        ) : regions.data.length === 0 ? (
          <p className="warehouse-switcher__note">{t('common:warehouse.none')}</p>
        ) : (
          regions.data.map((region) => (
            <section key={region.regionId} className="warehouse-switcher__region" aria-label={region.regionName}>
              <h3>{region.regionName}</h3>
              <ul>
                {region.warehouses.map((w) => {
                  const active = w.warehouseId === current?.warehouseId;
                  const distance = formatDistance(w.distance, locale);
                  return (
                    <li key={w.warehouseId}>
                      <button
                        type="button"
                        className={`warehouse-option${active ? ' warehouse-option--active' : ''}`}
                        aria-pressed={active}
                        data-testid={`warehouse-option-${w.warehouseId}`}
                        onClick={() => pick(w)}
                      >
                        <span className="warehouse-option__name">{w.warehouseName}</span>
                        <span className="warehouse-option__meta">
                          {distance && <>{t('common:warehouse.distance', { distance })} · </>}
                          {hoursOf(w, t)}
                          {w.pickup && <> · {t('common:warehouse.pickup')}</>}
                        </span>
                        <span className="warehouse-option__address">{w.address}</span>
                        {active && <CheckOutline aria-hidden="true" className="warehouse-option__check" />}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
    </Popup>
  );
}
