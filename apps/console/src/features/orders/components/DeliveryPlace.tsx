import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { mapTileQuery } from '../api/settings';
import { formatPhone } from '@storefront/contract/phone';

const AddressMap = lazy(() => import('./AddressMap'));

/**
 * Where a delivery goes, as the courier needs it: the written address, its pin on a map and the
 * photos the customer took of the entrance (signed upload URLs, shown to whoever may read the
 * order). A typed address without a position, or a shop without map tiles, shows no map.
 */
export function DeliveryPlace({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const tileUrl = useQuery(mapTileQuery).data ?? null;
  const address = order.address;
  if (!address) return null;
  const { latitude, longitude } = address;
  const placed = latitude !== null && longitude !== null;

  return (
    <>
      <div>{address.name}</div>
      <div>{formatPhone(address.phoneCountryCode, address.phoneNumber)}</div>
      <div>{[address.houseNumber, address.detailAddress, address.postCode].filter(Boolean).join(', ')}</div>
      {placed && <div className="order-drawer__spec">{t('map.position', { latitude, longitude })}</div>}
      {placed && tileUrl && (
        <Suspense fallback={<Skeleton.Node active className="order-map" />}>
          <AddressMap latitude={latitude} longitude={longitude} tileUrl={tileUrl} />
        </Suspense>
      )}
      {order.addressPhotos.length > 0 && (
        <div className="order-drawer__photos" role="group" aria-label={t('map.photos')}>
          <Image.PreviewGroup>
            {order.addressPhotos.map((src, i) => (
              <Image
                key={src}
                src={src}
                width={96}
                height={96}
                alt={t('map.photo', { n: i + 1 })}
                preview={{ mask: t('payments.zoom') }}
              />
            ))}
          </Image.PreviewGroup>
        </div>
      )}
    </>
  );
}
