import { useTranslation } from 'react-i18next';
import { Descriptions } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { Section } from './Section';

/** The invoice the customer asked for at checkout, as they typed it; the licence photo opens full size. */
export function InvoiceRequest({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const invoice = order.invoice;
  // Only what the request holds: an individual's has no tax number, a company's no personal ID.
  const rows = invoice
    ? (
        [
          ['invoiceTitle', invoice.title],
          ['taxNumber', invoice.taxNumber],
          ['personalIdNumber', invoice.personalIdNumber],
          ['branch', invoice.branch],
          ['purchaseOrderNumber', invoice.purchaseOrderNumber],
          ['address', invoice.address],
          ['email', invoice.email],
        ] as const
      ).filter(([, value]) => value)
    : [];
  return (
    <Section id="order-invoice" title={t('order.invoice.title')}>
      {invoice ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('order.invoice.type')}>{t(`order.invoice.${invoice.type}`)}</Descriptions.Item>
          {rows.map(([key, value]) => (
            <Descriptions.Item key={key} label={t(`order.invoice.${key}`)}>
              {value}
            </Descriptions.Item>
          ))}
          {invoice.businessLicence && (
            <Descriptions.Item label={t('order.invoice.licence')}>
              <a href={invoice.businessLicence} target="_blank" rel="noreferrer">
                <img
                  className="order-drawer__licence"
                  src={invoice.businessLicence}
                  alt={t('order.invoice.licenceAlt', { orderSn: order.orderSn })}
                />
              </a>
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <p>{t('order.invoice.none')}</p>
      )}
    </Section>
  );
}
