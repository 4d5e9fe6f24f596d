import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import type { OpsCustomerDetail } from '@storefront/contract';
import { useSession } from '../../../lib/session';
import { useFormat } from '../../../lib/useFormat';
import { useReviewCertification } from '../api/customers';
import { Part } from './Part';

/** The certification request as the customer sent it; operations approve or reject a pending one. */
export function CertificationPart({ detail }: { detail: OpsCustomerDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const review = useReviewCertification();
  const [error, setError] = useState<string | null>(null);
  const mayReview = useSession()?.roles.includes('operations') ?? false;
  const a = detail.application;

  const decide = async (approve: boolean) => {
    setError(null);
    try {
      await review.mutateAsync({ memberId: detail.customer.memberId, approve });
      void message.success(t(approve ? 'customers.approved' : 'customers.rejected'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Part id="customer-certification" title={t('customers.certification')}>
      <Typography.Paragraph>
        {detail.customer.isCertified ? t('customers.certified') : t('customers.notCertified')}
      </Typography.Paragraph>
      {a ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('customers.businessName')}>{a.businessName}</Descriptions.Item>
          <Descriptions.Item label={t('customers.contact')}>
            {`${a.name} · +${a.phoneCountryCode} ${a.phoneNumber}`}
          </Descriptions.Item>
          {a.note && <Descriptions.Item label={t('customers.note')}>{a.note}</Descriptions.Item>}
          <Descriptions.Item label={t('customers.requested')}>{format.dateTime(a.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.status')}>{t(`customers.request.${a.status}`)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text>{t('customers.noRequest')}</Typography.Text>
      )}
      {a?.status === 'pending' && mayReview && (
        <Space className="customer-drawer__actions">
          <Button type="primary" loading={review.isPending} onClick={() => void decide(true)}>
            {t('customers.approve')}
          </Button>
          <Button danger loading={review.isPending} onClick={() => void decide(false)}>
            {t('customers.reject')}
          </Button>
        </Space>
      )}
      {error && <Alert type="error" role="alert" showIcon title={error} />}
    </Part>
  );
}
