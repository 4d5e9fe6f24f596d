import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Popconfirm, Select, Space, Typography } from 'antd';
import { MAX_CATEGORY_NAME_LENGTH, type Locale } from '@storefront/contract/constants';
import type { MerchandisingCategoryNode } from '@storefront/contract';
import type { CategoryChange } from '../api/categories';
import { canMoveUnder, canRemove, stepOf } from '../categories';
import { sameTexts, typed } from '../structure';
import { pickText, type Texts } from '../texts';
import { IconPicker } from './IconPicker';
import { LocalizedInput } from './LocalizedInput';
import { ToneTag } from '../../../components/ToneTag';

type Node = MerchandisingCategoryNode;

/** Past any category's siblings: the server puts it last. */
const MAX_INDEX = 10_000;

interface Props {
  nodes: Node[];
  /** The category edited, or a new one under `parentId`. */
  editing: { node: Node } | { parentId: number | null };
  busy: boolean;
  onChange: (change: CategoryChange) => Promise<boolean>;
}

/**
 * A category's names in six languages and its icon; and, for keyboard and screen-reader users as
 * for anyone, moving it: a step up or down among its siblings, or under another parent (only the
 * parents the server would take are offered).
 */
export function CategoryEditor({ nodes, editing, busy, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const node = 'node' in editing ? editing.node : null;
  const [names, setNames] = useState<Texts>(node?.names ?? {});
  const [icon, setIcon] = useState<string | null>(node?.icon ?? null);
  const nameOf = (n: Node) => pickText(n.names, locale);
  const title = node
    ? t('catalogue.categories.editTitle', { name: nameOf(node) })
    : t('catalogue.categories.addTitle', {
        parent:
          'parentId' in editing && editing.parentId !== null
            ? nameOf(nodes.find((n) => n.categoryId === editing.parentId)!)
            : t('catalogue.categories.top'),
      });
  const dirty = !node || !sameTexts(names, node.names) || icon !== node.icon;
  const english = Boolean(names['en-US']?.trim());
  const move = (place: { parentId: number | null; index: number } | null) =>
    node && place && void onChange({ kind: 'move', body: { categoryId: node.categoryId, ...place } });
  const parents = node
    ? [null, ...nodes.map((n) => n.categoryId)].filter(
        (p) => p !== node.parentId && canMoveUnder(nodes, node.categoryId, p),
      )
    : [];

  return (
    <Card title={title} className="catalogue__category-editor">
      <Space orientation="vertical" className="catalogue__dialog">
        {node?.adult && <ToneTag tone="danger">{t('catalogue.adultNote')}</ToneTag>}
        <LocalizedInput
          id="category-name"
          label={t('catalogue.categories.name')}
          value={names}
          onChange={setNames}
          startOpen
          maxLength={MAX_CATEGORY_NAME_LENGTH}
        />
        <label htmlFor="category-icon">{t('catalogue.categories.icon')}</label>
        <IconPicker
          id="category-icon"
          value={icon}
          onChange={setIcon}
          namedBy={(key) => {
            const user = nodes.find((n) => n.icon === key);
            return user && nameOf(user);
          }}
        />
        <Button
          type="primary"
          disabled={!dirty || !english}
          loading={busy}
          onClick={() =>
            void onChange({
              kind: 'save',
              body: node
                ? { categoryId: node.categoryId, names: typed(names), icon }
                : { parentId: 'parentId' in editing ? editing.parentId : null, names: typed(names), icon },
            })
          }
        >
          {node ? t('catalogue.categories.save') : t('catalogue.categories.add')}
        </Button>
        {!english && <Typography.Text type="danger">{t('catalogue.englishRequired')}</Typography.Text>}
        {node && (
          <fieldset className="catalogue__fieldset">
            <legend>{t('catalogue.categories.move')}</legend>
            <Space wrap>
              <Button
                disabled={!stepOf(nodes, node.categoryId, -1)}
                onClick={() => move(stepOf(nodes, node.categoryId, -1))}
              >
                {t('catalogue.categories.up')}
              </Button>
              <Button
                disabled={!stepOf(nodes, node.categoryId, 1)}
                onClick={() => move(stepOf(nodes, node.categoryId, 1))}
              >
                {t('catalogue.categories.down')}
              </Button>
              <label htmlFor="category-parent">{t('catalogue.categories.moveUnder')}</label>
              <Select
                id="category-parent"
                className="catalogue__unit-select"
                value={undefined}
                placeholder={t('catalogue.options.choose')}
                // Last among its new siblings (the server keeps the index within them); 0 is the top.
                onChange={(parent: number) => move({ parentId: parent || null, index: MAX_INDEX })}
                options={parents.map((p) => ({
                  value: p ?? 0,
                  label: p === null ? t('catalogue.categories.top') : nameOf(nodes.find((n) => n.categoryId === p)!),
                }))}
              />
            </Space>
          </fieldset>
        )}
        {node && (
          <Space wrap>
            <Popconfirm
              title={t('catalogue.categories.removeConfirm', { name: nameOf(node) })}
              onConfirm={() => void onChange({ kind: 'remove', body: { categoryId: node.categoryId } })}
            >
              <Button danger disabled={!canRemove(nodes, node.categoryId)} data-testid="category-remove">
                {t('catalogue.categories.remove')}
              </Button>
            </Popconfirm>
            {!canRemove(nodes, node.categoryId) && (
              <Typography.Text type="secondary">{t('catalogue.categories.removeBlocked')}</Typography.Text>
            )}
          </Space>
        )}
      </Space>
    </Card>
  );
}
