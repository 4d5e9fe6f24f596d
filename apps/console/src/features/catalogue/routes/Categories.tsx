import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Skeleton, Space, Tree, Typography } from 'antd';
import type { Locale } from '@storefront/contract/constants';
import type { MerchandisingCategoryNode } from '@storefront/contract';
import { ToneTag } from '../../../components/ToneTag';
import { categoryTreeQuery, useCategoryChange, type CategoryChange } from '../api/categories';
import { canAddUnder, placeOf, treeOf, type TreeNode } from '../categories';
import { missingLocales, pickText } from '../texts';
import { CatalogueNav } from '../components/CatalogueNav';
import { CategoryEditor } from '../components/CategoryEditor';
import { iconSrc } from '../components/IconPicker';
import { LoadFailed } from '../../../components/LoadFailed';
import './Catalogue.css';

/** A node of antd's Tree: a category's title drawn, its children below. */
interface AntTreeNode {
  key: number;
  title: ReactNode;
  children: AntTreeNode[];
}

type Editing = { node: MerchandisingCategoryNode } | { parentId: number | null } | null;

/**
 * The category tree the shop's menus show: dragged into a new order or under another parent,
 * renamed in six languages, given icons, added to. Each change is the server's answer at once.
 */
export function Categories() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { message } = App.useApp();
  const tree = useQuery(categoryTreeQuery());
  const change = useCategoryChange();
  const [editing, setEditing] = useState<Editing>(null);
  const nodes = tree.data ?? [];

  const send = async (c: CategoryChange) => {
    try {
      const after = await change.mutateAsync(c);
      void message.success(t(c.kind === 'remove' ? 'catalogue.categories.removed' : 'catalogue.saved'));
      if ((c.kind === 'save' && !c.body.categoryId) || c.kind === 'remove') setEditing(null);
      else if (editing && 'node' in editing) {
        const node = after.find((n) => n.categoryId === editing.node.categoryId);
        setEditing(node ? { node } : null);
      }
      return true;
    } catch (error) {
      void message.error((error as Error).message);
      return false;
    }
  };

  if (tree.isError)
    return <LoadFailed title={t('catalogue.loadFailed')} error={tree.error} onRetry={() => void tree.refetch()} />;
  if (!tree.data) return <Skeleton active />;

  const title = (n: MerchandisingCategoryNode) => {
    const missing = missingLocales(n.names).length;
    return (
      <span className="catalogue__tree-title">
        {n.icon && <img src={iconSrc(n.icon)} alt="" width={20} height={20} />}
        <span>{pickText(n.names, locale)}</span>
        <span className="catalogue__tree-count">{t('catalogue.categories.products', { count: n.productCount })}</span>
        {missing > 0 && <ToneTag tone="warning">{t('catalogue.missingCount', { count: missing })}</ToneTag>}
        {n.adult && <ToneTag tone="danger">{t('catalogue.adult')}</ToneTag>}
      </span>
    );
  };
  const data = (items: TreeNode[]): AntTreeNode[] =>
    items.map((item) => ({ key: item.key, title: title(item.node), children: data(item.children) }));
  const selected = editing && 'node' in editing ? editing.node.categoryId : null;

  return (
    <section className="catalogue">
      <Typography.Title level={1} className="catalogue__title">
        {t('catalogue.categories.title')}
      </Typography.Title>
      <CatalogueNav />
      <Typography.Paragraph>{t('catalogue.categories.lead')}</Typography.Paragraph>
      <div className="catalogue__categories">
        <div>
          <Space className="catalogue__tools">
            <Button onClick={() => setEditing({ parentId: null })}>{t('catalogue.categories.addTop')}</Button>
            {selected !== null && canAddUnder(nodes, selected) && (
              <Button onClick={() => setEditing({ parentId: selected })}>{t('catalogue.categories.addBelow')}</Button>
            )}
          </Space>
          <Tree
            aria-label={t('catalogue.categories.title')}
            className="catalogue__tree"
            draggable={{ icon: false }}
            blockNode
            defaultExpandAll
            selectedKeys={selected === null ? [] : [selected]}
            treeData={data(treeOf(nodes))}
            onSelect={(keys) => {
              const node = nodes.find((n) => n.categoryId === keys[0]);
              setEditing(node ? { node } : null);
            }}
            allowDrop={({ dragNode, dropNode, dropPosition }) =>
              placeOf(nodes, {
                dragId: Number(dragNode.key),
                targetId: Number(dropNode.key),
                onto: dropPosition === 0,
                side: dropPosition < 0 ? -1 : 1,
              }) !== null
            }
            onDrop={(info) => {
              // antd gives the drop as a position relative to the target's own: -1 before, 0 onto, 1 after.
              const at = Number(info.node.pos.split('-').at(-1));
              const relative = info.dropPosition - at;
              const place = placeOf(nodes, {
                dragId: Number(info.dragNode.key),
                targetId: Number(info.node.key),
                onto: !info.dropToGap,
                side: relative < 0 ? -1 : 1,
              });
              if (place) void send({ kind: 'move', body: { categoryId: Number(info.dragNode.key), ...place } });
            }}
          />
        </div>
        {editing && (
          <CategoryEditor
            key={JSON.stringify(editing)}
            nodes={nodes}
            editing={editing}
            busy={change.isPending}
            onChange={send}
          />
        )}
      </div>
    </section>
  );
}
