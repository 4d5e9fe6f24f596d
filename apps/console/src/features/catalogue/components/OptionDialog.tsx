import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Select, Space, Typography } from 'antd';
import { MAX_OPTION_VALUES, type Locale } from '@storefront/contract/constants';
import type { MerchandisingOption, MerchandisingProduct } from '@storefront/contract';
import type { SendChange } from '../api/products';
import { combosWith, optionProblems, typed, type ValueRow, valuesFromSpecs } from '../structure';
import { pickText } from '../texts';
import { LocalizedInput } from './LocalizedInput';

interface Props {
  product: MerchandisingProduct;
  /** The option edited; absent: a new one. */
  option?: MerchandisingOption | undefined;
  onChange: SendChange;
  onClose: () => void;
}

/**
 * An option's name and values in six languages. A value a SKU holds cannot be removed (the server
 * says which). A new option gives each SKU its value: on a product without options the values
 * start from the SKUs' sizes, so the shop shows the same until they are renamed.
 */
export function OptionDialog({ product, option, onChange, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const start = option
    ? { values: option.values as ValueRow[], assign: new Map<number, number>() }
    : product.options.length
      ? { values: [{ names: {} }], assign: new Map(product.skus.map((s) => [s.skuId, 0])) }
      : valuesFromSpecs(product.skus);
  const [names, setNames] = useState(option?.names ?? {});
  const [values, setValues] = useState<ValueRow[]>(start.values);
  const [assign, setAssign] = useState(start.assign);
  const [sending, setSending] = useState(false);
  const problems = optionProblems(names, values, option ? [] : combosWith(product, assign));
  const title = option
    ? t('catalogue.options.editTitle', { option: pickText(option.names, locale) })
    : t('catalogue.options.addTitle');

  const submit = async () => {
    setSending(true);
    const done = await onChange({
      kind: 'saveOption',
      body: {
        productId: product.productId,
        ...(option && { optionId: option.optionId }),
        names: typed(names),
        values: values.map((v) => ({ ...(v.valueId && { valueId: v.valueId }), names: typed(v.names) })),
        assign: option ? [] : [...assign].map(([skuId, value]) => ({ skuId, value })),
      },
    });
    setSending(false);
    if (done) onClose();
  };

  return (
    <Modal
      open
      width={720}
      title={title}
      okText={t('catalogue.options.save')}
      cancelText={t('catalogue.cancel')}
      okButtonProps={{ disabled: problems.length > 0 }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" className="catalogue__dialog">
        <LocalizedInput id="option-name" label={t('catalogue.options.name')} value={names} onChange={setNames} />
        <Typography.Title level={3} className="catalogue__section-title">
          {t('catalogue.options.values')}
        </Typography.Title>
        <ol className="catalogue__values">
          {values.map((value, j) => (
            <li key={value.valueId ?? `new-${j}`} className="catalogue__value">
              <LocalizedInput
                id={`option-value-${j}`}
                label={t('catalogue.options.valueN', { n: j + 1 })}
                value={value.names}
                onChange={(n) => setValues(values.map((v, x) => (x === j ? { ...v, names: n } : v)))}
              />
              <Button
                disabled={values.length === 1 || (!option && [...assign.values()].includes(j))}
                aria-label={t('catalogue.options.removeValueN', { n: j + 1 })}
                onClick={() => {
                  setValues(values.filter((_, x) => x !== j));
                  // The SKUs' choices name positions: the later values move up one.
                  setAssign(new Map([...assign].map(([skuId, v]) => [skuId, v > j ? v - 1 : v])));
                }}
              >
                {t('catalogue.create.remove')}
              </Button>
            </li>
          ))}
        </ol>
        <Button disabled={values.length >= MAX_OPTION_VALUES} onClick={() => setValues([...values, { names: {} }])}>
          {t('catalogue.options.addValue')}
        </Button>
        {!option && product.skus.length > 0 && (
          <fieldset className="catalogue__fieldset">
            <legend>{t('catalogue.options.assign')}</legend>
            {product.skus.map((sku) => {
              const id = `assign-${sku.skuId}`;
              const label = t('catalogue.skuTitle', { id: sku.skuId, name: sku.spec });
              return (
                <div key={sku.skuId} className="catalogue__assign">
                  <label htmlFor={id}>{label}</label>
                  <Select
                    id={id}
                    className="catalogue__unit-select"
                    value={assign.get(sku.skuId) ?? 0}
                    onChange={(v: number) => setAssign(new Map(assign).set(sku.skuId, v))}
                    options={values.map((v, j) => ({
                      value: j,
                      label: pickText(v.names, locale) || t('catalogue.options.valueN', { n: j + 1 }),
                    }))}
                  />
                </div>
              );
            })}
          </fieldset>
        )}
        {problems.map((p) => (
          <Typography.Text key={p} type="danger">
            {t(`catalogue.options.problem.${p}`)}
          </Typography.Text>
        ))}
      </Space>
    </Modal>
  );
}
