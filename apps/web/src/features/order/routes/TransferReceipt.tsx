import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { toast } from '../../../lib/overlays';
import { PendingCard } from '../../../components/PendingCard';
import { useMoney } from '../../../components/Price';
import { Screen } from '../../../components/Screen';
import { useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/fieldErrors';
import { isNetworkError } from '../../../lib/http';
import { formatNumber } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useOrderDetail } from '../api/orderDetail';
import { orderQuery, orderRefFrom } from '../api/orderRef';
import { useUploadTransferReceipt } from '../api/uploadTransferReceipt';
import { checkReceiptFile, PICK_MAX_BYTES, receiptBase64 } from '../components/receiptImage';
import '../../../components/Field.css';
import '../components/order.css';

/** /transferVoucher?orderId=&orderSecret= (the spec's route) — upload the bank transfer receipt, with progress. */
export function TransferReceipt() {
  const { t } = useT();
  const id = useId();
  const navigate = useNavigate();
  const money = useMoney();
  const locale = useLocaleStore((s) => s.locale);
  const [params] = useSearchParams();
  const ref = orderRefFrom(params);
  const query = useOrderDetail(ref);
  const order = query.data;
  const upload = useUploadTransferReceipt();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (f: File | undefined) => {
    if (!f) return;
    const problem = checkReceiptFile(f);
    if (problem === 'notImage') setError(t('order:receipt.notImage'));
    else if (problem === 'tooLarge')
      setError(t('order:receipt.tooLarge', { size: formatNumber(PICK_MAX_BYTES / 1024 / 1024, locale) }));
    else setError(null);
    setFile(problem ? null : f);
  };

  const send = async () => {
    if (!ref) return;
    if (!file) {
      setError(t('order:receipt.required'));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const imageBase64 = await receiptBase64(file);
      await upload.mutateAsync({ ref, imageBase64, onProgress: setProgress });
      toast.show({ content: t('order:receipt.success') });
      void navigate(`/orderDetails?${orderQuery(ref)}`, { replace: true });
    } catch (e) {
      setProgress(null);
      const errors = fieldErrors(e);
      setError(errors.imageBase64 ?? errors._ ?? (isNetworkError(e) ? e.message : t('order:receipt.failed')));
    }
  };

  let body;
  if (!order) {
    body = (
      <PendingCard
        className="order-card"
        failed={!ref || query.isError}
        failedText={t('orderDetails:notFound')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!order.actions.canUploadReceipt) {
    body = (
      <p className="order-card order-notice" role="status">
        {t('order:receipt.notAwaiting')}
      </p>
    );
  } else {
    const busy = progress !== null;
    body = (
      <section className="order-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="order-card__title">
          {t('order:receipt.order', { number: order.orderSn })}
        </h2>
        <dl className="order-rows">
          <div className="order-rows__row order-rows__row--total">
            <dt>{t('order:receipt.amount')}</dt>
            <dd>{money(order.payable, order.currencyCode)}</dd>
          </div>
        </dl>
        <p className="order-hint">{t('order:receipt.intro')}</p>
        <label className="order-button order-voucher__pick" htmlFor={`${id}-file`}>
          {file ? t('order:receipt.change') : t('order:receipt.choose')}
        </label>
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="voucher-input"
        />
        {preview && <img className="order-voucher__preview" src={preview} alt={t('order:receipt.preview')} />}
        {progress !== null && (
          <div className="order-progress">
            <label htmlFor={`${id}-progress`}>{t('order:receipt.uploading')}</label>
            <progress
              id={`${id}-progress`}
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t('order:receipt.progress')}
            >
              {Math.round(progress * 100)}%
            </progress>
          </div>
        )}
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert" data-testid="voucher-error">
            {error}
          </p>
        )}
        <Button
          block
          color="primary"
          size="large"
          loading={busy}
          disabled={busy}
          onClick={() => void send()}
          data-testid="voucher-upload"
        >
          {t('order:receipt.upload')}
        </Button>
      </section>
    );
  }

  return (
    <Screen title={t('order:transferReceiptTitle')}>
      <div className="order-page">{body}</div>
    </Screen>
  );
}
