import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Modal, Select, Space, Typography } from 'antd';
import type { MerchandisingSku } from '@storefront/contract';
import { useCountries } from '../../../lib/countries';
import { useFormat } from '../../../lib/useFormat';
import type { SendChange } from '../api/products';
import { instantOf, isAmountProblem, localOf, scheduleProblem } from '../schedule';
import { useSend } from './useSend';

/** The SKU's prices set ahead, each with its instant and who set it, cancellable until then; and setting one. */
export function ScheduledPrices({ sku, onChange }: { sku: MerchandisingSku; onChange: SendChange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const countries = useCountries().data ?? [];
  const [open, setOpen] = useState(false);
  const countryName = (code: string) => countries.find((c) => c.countryCode === code)?.name ?? code;
  return (
    <section aria-labelledby={`scheduled-${sku.skuId}`}>
      <Typography.Title level={3} id={`scheduled-${sku.skuId}`} className="catalogue__section-title">
        {t('catalogue.schedule.title')}
      </Typography.Title>
      {sku.scheduled.length === 0 ? (
        <Typography.Paragraph>{t('catalogue.schedule.none')}</Typography.Paragraph>
      ) : (
        <ul className="catalogue__scheduled">
          {sku.scheduled.map((s) => {
            const text = t('catalogue.schedule.item', {
              price: format.money(s.price, s.currencyCode),
              country: countryName(s.countryCode),
              when: format.dateTime(s.effectiveAt),
              name: s.staffName,
            });
            return (
              <li key={s.scheduleId}>
                <span>{text}</span>
                <Button
                  size="small"
                  aria-label={t('catalogue.schedule.cancelOf', { item: text })}
                  onClick={() => void onChange({ kind: 'cancelScheduledPrice', body: { scheduleId: s.scheduleId } })}
                >
                  {t('catalogue.schedule.cancel')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button onClick={() => setOpen(true)}>{t('catalogue.schedule.add')}</Button>
      {open && <ScheduleDialog sku={sku} onChange={onChange} onClose={() => setOpen(false)} />}
    </section>
  );
}

function ScheduleDialog({
  sku,
  onChange,
  onClose,
}: {
  sku: MerchandisingSku;
  onChange: SendChange;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  const [countryCode, setCountryCode] = useState(sku.prices[0]?.countryCode ?? 'VN');
  const [amount, setAmount] = useState('');
  // Tomorrow at this hour, to the minute: a common start that the staff member adjusts.
  const [when, setWhen] = useState(() => localOf(new Date(Date.now() + 24 * 3_600_000)));
  const { sending, send } = useSend(onChange, onClose);
  const country = countries.find((c) => c.countryCode === countryCode);
  const digits = country?.currencyDigits ?? 2;
  const problem = scheduleProblem(amount, digits, when, Date.now());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Modal
      open
      title={t('catalogue.schedule.dialogTitle', { sku: sku.spec || sku.skuId })}
      okText={t('catalogue.schedule.set')}
      cancelText={t('catalogue.cancel')}
      okButtonProps={{ disabled: problem !== null }}
      confirmLoading={sending}
      onOk={() =>
        void send({
          kind: 'schedulePrice',
          body: { skuId: sku.skuId, countryCode, amount: amount.trim(), effectiveAt: instantOf(when)! },
        })
      }
      onCancel={onClose}
    >
      <Space orientation="vertical" className="catalogue__dialog">
        <label htmlFor="schedule-country">{t('catalogue.country')}</label>
        <Select
          id="schedule-country"
          className="catalogue__unit-select"
          value={countryCode}
          onChange={setCountryCode}
          options={sku.prices.map((p) => ({ value: p.countryCode, label: `${p.countryCode} · ${p.currencyCode}` }))}
        />
        <label htmlFor="schedule-amount">
          {t('catalogue.schedule.amountIn', { currency: country?.currencyCode ?? '' })}
        </label>
        <Input
          id="schedule-amount"
          className="catalogue__price"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <label htmlFor="schedule-when">{t('catalogue.schedule.from', { zone })}</label>
        <Input id="schedule-when" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
        {amount.trim() && problem && (
          <Typography.Text type="danger" role="status">
            {isAmountProblem(problem)
              ? t(`catalogue.amount.${problem}`, { digits })
              : t(`catalogue.schedule.problem.${problem}`)}
          </Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
