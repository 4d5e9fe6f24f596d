import { useTranslation } from 'react-i18next';
import { Button, Card, Space } from 'antd';
import { Part } from './Part';
import { MAX_OPTION_VALUES, MAX_OPTIONS } from '@storefront/contract/constants';
import { optionEdits, type ProductDraft } from '../creation';
import { LocalizedInput } from './LocalizedInput';

/**
 * What a new product's SKUs differ by: up to three options (size, flavour…), each with its values
 * in six languages. Every combination of values is offered as a SKU below.
 */
export function OptionsDraft({ draft, onChange }: { draft: ProductDraft; onChange: (d: ProductDraft) => void }) {
  const { t } = useTranslation();
  return (
    <Part id="new-options" title={t('catalogue.create.options')} lead={t('catalogue.create.optionsLead')}>
      {draft.options.map((option, k) => {
        const label = t('catalogue.create.optionN', { n: k + 1 });
        return (
          <Card key={k} size="small" className="catalogue__option" title={label}>
            <LocalizedInput
              id={`option-${k}`}
              label={t('catalogue.create.optionName', { option: label })}
              value={option.names}
              onChange={(names) => onChange(optionEdits.renameOption(draft, k, names))}
            />
            <ol className="catalogue__values">
              {option.values.map((value, j) => (
                <li key={j} className="catalogue__value">
                  <LocalizedInput
                    id={`option-${k}-value-${j}`}
                    label={t('catalogue.create.valueN', { n: j + 1, option: label })}
                    value={value}
                    onChange={(names) => onChange(optionEdits.renameValue(draft, k, j, names))}
                  />
                  <Button
                    disabled={option.values.length === 1}
                    aria-label={t('catalogue.create.removeValueN', { n: j + 1, option: label })}
                    onClick={() => onChange(optionEdits.removeValue(draft, k, j))}
                  >
                    {t('catalogue.create.remove')}
                  </Button>
                </li>
              ))}
            </ol>
            <Space>
              <Button
                disabled={option.values.length >= MAX_OPTION_VALUES}
                onClick={() => onChange(optionEdits.addValue(draft, k))}
              >
                {t('catalogue.create.addValue', { option: label })}
              </Button>
              <Button danger onClick={() => onChange(optionEdits.removeOption(draft, k))}>
                {t('catalogue.create.removeOption', { option: label })}
              </Button>
            </Space>
          </Card>
        );
      })}
      <Button disabled={draft.options.length >= MAX_OPTIONS} onClick={() => onChange(optionEdits.addOption(draft))}>
        {t('catalogue.create.addOption')}
      </Button>
    </Part>
  );
}
