import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dialog, LazyPopup } from '../../../lib/overlays';
import { CloseOutline } from 'antd-mobile-icons';
import type { Warehouse } from '@storefront/contract';
import { useT } from '../../../i18n';
import { getPosition } from '../../../lib/storage';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { chooseWarehouse, flattenRegions, loadRegions, useWarehouseStore } from '../../../lib/stores/warehouse.store';
import { LoadFailed } from '../../../components/LoadFailed';
import { groupByCountry } from './groupByCountry';
import { UseMyLocation } from './UseMyLocation';
import { WarehouseOption } from './WarehouseOption';

interface Props {
  visible: boolean;
  onClose: () => void;
}

/**
 * Warehouses by country (nearest country first), then region; each says whether it delivers to
 * the shopper. Picking one in another country changes the currency, so that is confirmed first.
 */
export function WarehouseSwitcher({ visible, onClose }: Props) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const locale = useLocaleStore((s) => s.locale);
  const country = useLocaleStore((s) => s.country);
  const countryList = useLocaleStore((s) => s.countryList);
  const current = useWarehouseStore((s) => s.warehouse);
  const [position, setPosition] = useState(getPosition);
  const regions = useQuery({
    queryKey: ['warehouse', 'regions', locale, position.latitude, position.longitude],
    queryFn: loadRegions,
    enabled: visible,
    staleTime: 5 * 60_000,
  });

  const countryName = (code: string) =>
    countryList.find((c) => c.countryCode === code)?.name ??
    new Intl.DisplayNames([locale], { type: 'region' }).of(code) ??
    code;

  const pick = async (w: Warehouse) => {
    if (w.warehouseId === current?.warehouseId) return onClose();
    const target = countryList.find((c) => c.countryCode === w.countryCode);
    if (country && w.countryCode !== country.countryCode) {
      const ok = await dialog.confirm({
        'aria-label': t('common:warehouse.switchCountryTitle', { country: countryName(w.countryCode) }),
        title: t('common:warehouse.switchCountryTitle', { country: countryName(w.countryCode) }),
        content: t('common:warehouse.switchCountryText', {
          country: countryName(w.countryCode),
          currency: target ? `${target.currencySymbol} ${target.currencyCode}` : w.currencyCode,
        }),
        confirmText: t('common:warehouse.switchCountryOk'),
        cancelText: t('common:cancel'),
      });
      if (!ok) return;
    }
    onClose();
    void chooseWarehouse(w);
  };

  // "Use my location" means "the warehouse nearest to where I am now": a pick by hand or the
  // saved address would otherwise keep the same warehouse and the tap would seem to do nothing.
  const located = async () => {
    const here = getPosition();
    setPosition(here);
    const fresh = await queryClient.fetchQuery({
      queryKey: ['warehouse', 'regions', locale, here.latitude, here.longitude],
      queryFn: loadRegions,
    });
    const nearest = flattenRegions(fresh).sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity))[0];
    if (nearest) await pick(nearest);
  };

  const groups = regions.data ? groupByCountry(regions.data, country?.countryCode) : [];

  return (
    <LazyPopup
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
        <UseMyLocation onPosition={() => void located().catch((e: unknown) => console.warn('regions not loaded', e))} />
        {regions.isPending ? (
          <p className="warehouse-switcher__note">{t('common:loading')}</p>
        ) : regions.isError ? (
          <LoadFailed onRetry={() => void regions.refetch()} />
        ) : groups.length === 0 ? (
          <p className="warehouse-switcher__note">{t('common:warehouse.none')}</p>
        ) : (
          groups.map((g) => (
            <section
              key={g.countryCode}
              className="warehouse-switcher__country"
              aria-labelledby={`warehouse-country-${g.countryCode}`}
              data-testid={`warehouse-country-${g.countryCode}`}
            >
              <h3 id={`warehouse-country-${g.countryCode}`}>{countryName(g.countryCode)}</h3>
              {g.regions.map((region) => (
                <div key={region.regionId} className="warehouse-switcher__region">
                  <h4>{region.regionName}</h4>
                  <ul>
                    {region.warehouses.map((w) => (
                      <li key={w.warehouseId}>
                        <WarehouseOption
                          warehouse={w}
                          active={w.warehouseId === current?.warehouseId}
                          locale={locale}
                          onPick={(x) => void pick(x)}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))
        )}
      </div>
    </LazyPopup>
  );
}
