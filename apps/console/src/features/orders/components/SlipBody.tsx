import { useTranslation } from 'react-i18next';
import type { OpsOrder } from '@storefront/contract';
import { OrderBarcode } from './OrderBarcode';
import { useFormat } from './useFormat';
import { formatPhone } from '@storefront/contract/phone';

/** The slip itself: plain markup that prints the same in every browser, one line per SKU to tick off. */
export function SlipBody({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const address = order.address;
  const slot = `${order.slot.date} ${order.slot.start}–${order.slot.end}`;
  const units = order.list.reduce((sum, line) => sum + line.quantity, 0);
  // Cash on delivery is collected at the door: the courier reads the amount here.
  const toCollect = order.paymentMethod === 'cashOnDelivery' && !order.paidAt;

  return (
    <article className="packing-slip__sheet" aria-labelledby="slip-title">
      <header className="packing-slip__head">
        <h1 id="slip-title">{t('slip.titleOf', { orderSn: order.orderSn })}</h1>
        <div className="packing-slip__id">
          <OrderBarcode value={order.orderSn} />
          <p className="packing-slip__sn">{order.orderSn}</p>
        </div>
      </header>
      <dl className="packing-slip__facts">
        <dt>{t('orders.placed')}</dt>
        <dd>{format.dateTime(order.createTime)}</dd>
        <dt>{t('orders.warehouse')}</dt>
        <dd>{order.warehouseName}</dd>
        <dt>{t('orders.deliveryType')}</dt>
        <dd>{t(`delivery.${order.deliveryType}`)}</dd>
        <dt>{t('order.slot')}</dt>
        <dd>{slot}</dd>
        <dt>{t('orders.paymentMethod')}</dt>
        <dd>
          {t(`payment.${order.paymentMethod}`)}
          {toCollect && ` · ${t('slip.toCollect', { amount: format.money(order.payable, order.currencyCode) })}`}
        </dd>
      </dl>

      <section aria-labelledby="slip-to" className="packing-slip__part">
        <h2 id="slip-to">{t(address ? 'slip.shipTo' : 'slip.collectedBy')}</h2>
        {address ? (
          <address>
            <div>{address.name}</div>
            <div>{formatPhone(address.phoneCountryCode, address.phoneNumber)}</div>
            <div>{[address.houseNumber, address.detailAddress, address.postCode].filter(Boolean).join(', ')}</div>
          </address>
        ) : order.pickup ? (
          <address>
            <div>{order.pickup.name}</div>
            <div>{formatPhone(order.pickup.phoneCountryCode, order.pickup.phoneNumber)}</div>
            <div>{t('slip.atWarehouse', { name: order.pickupPoint?.name ?? order.warehouseName })}</div>
          </address>
        ) : (
          <p>{t('order.none')}</p>
        )}
      </section>

      <section aria-labelledby="slip-lines" className="packing-slip__part">
        <h2 id="slip-lines">{t('slip.lines', { count: units })}</h2>
        <table className="packing-slip__lines">
          <thead>
            <tr>
              <th scope="col">{t('slip.packed')}</th>
              <th scope="col">{t('slip.sku')}</th>
              <th scope="col">{t('slip.barcode')}</th>
              <th scope="col">{t('order.product')}</th>
              <th scope="col" className="packing-slip__qty">
                {t('order.quantity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.list.map((line) => (
              <tr key={line.productSkuId}>
                <td>
                  <span className="packing-slip__box" aria-hidden />
                </td>
                <td>{line.productSkuId}</td>
                <td className="packing-slip__code">{line.barcode ?? t('order.none')}</td>
                <td>
                  <div>{line.name}</div>
                  {line.spec && <div className="packing-slip__spec">{line.spec}</div>}
                  {line.note && <div className="packing-slip__note">{t('slip.lineNote', { note: line.note })}</div>}
                </td>
                <td className="packing-slip__qty">{`${line.quantity} ${line.unit}`.trim()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="slip-notes" className="packing-slip__part">
        <h2 id="slip-notes">{t('slip.notes')}</h2>
        <p>{order.remark || t('slip.noNotes')}</p>
      </section>
    </article>
  );
}
