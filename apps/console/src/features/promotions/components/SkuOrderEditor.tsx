import { useTranslation } from 'react-i18next';
import { Button, List, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { DeskTarget } from '@storefront/contract';
import { moved } from '../logic/order';
import { TargetSelect, useTargetLabel } from './TargetSelect';

interface Props {
  id: string;
  value: DeskTarget[];
  onChange: (skus: DeskTarget[]) => void;
  /** List prices are shown in this country's currency. */
  countryCode?: string | undefined;
  max: number;
}

/** SKUs in the order the shop shows them: added by name or number, moved up or down, removed. */
export function SkuOrderEditor({ id, value, onChange, countryCode, max }: Props) {
  const { t } = useTranslation();
  const label = useTargetLabel();
  return (
    <div>
      <List
        size="small"
        bordered
        dataSource={value}
        // antd draws an empty list's text in its disabled grey (2.4:1); secondary text reads at AA.
        locale={{ emptyText: <Typography.Text type="secondary">{t('promotions.home.noSkus')}</Typography.Text> }}
        renderItem={(sku, i) => (
          <List.Item
            actions={[
              <Button
                key="up"
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={t('promotions.home.moveUp', { name: sku.name })}
                disabled={i === 0}
                onClick={() => onChange(moved(value, i, -1))}
              />,
              <Button
                key="down"
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={t('promotions.home.moveDown', { name: sku.name })}
                disabled={i === value.length - 1}
                onClick={() => onChange(moved(value, i, 1))}
              />,
              <Button
                key="remove"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('promotions.home.removeSku', { name: sku.name })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              />,
            ]}
          >
            {`${i + 1}. ${label(sku)}`}
          </List.Item>
        )}
      />
      {value.length < max && (
        <Space className="desk__add">
          <label htmlFor={id}>{t('promotions.home.addSku')}</label>
          <TargetSelect
            id={id}
            kind="sku"
            countryCode={countryCode}
            value={null}
            onChange={(sku) => sku && !value.some((v) => v.id === sku.id) && onChange([...value, sku])}
          />
        </Space>
      )}
    </div>
  );
}
