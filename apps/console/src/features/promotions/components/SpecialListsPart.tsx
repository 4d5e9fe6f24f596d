import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DeskSpecialList } from '@storefront/contract';
import { specialListsQuery, useHomeChange } from '../api/home';
import { moved } from '../logic/order';
import { useDeskAction } from './DeskDrawer';
import { Listed } from './DeskPage';
import { MoveButtons } from './MoveButtons';
import { SpecialListDrawer } from './SpecialListDrawer';

/** The special lists the shop offers, in its order: moved up or down, edited, removed, added. */
export function SpecialListsPart() {
  const { t } = useTranslation();
  const lists = useQuery(specialListsQuery());
  const { removeList, arrangeLists } = useHomeChange();
  const remove = useDeskAction(removeList.mutateAsync, t('promotions.home.removed'));
  const arrange = useDeskAction(arrangeLists.mutateAsync, t('promotions.saved'));
  const list = lists.data ?? [];
  const move = (i: number, delta: number) => void arrange({ listIds: moved(list, i, delta).map((l) => l.listId) });
  // undefined: closed; null: a new list.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const columns: TableColumnsType<DeskSpecialList> = [
    { title: t('promotions.title'), dataIndex: 'title' },
    { title: t('promotions.home.skuCount'), dataIndex: 'itemCount', align: 'right', width: 120 },
    {
      title: t('promotions.actions'),
      key: 'actions',
      render: (_, l, i) => (
        <Space wrap>
          <MoveButtons
            name={l.title}
            index={i}
            count={list.length}
            busy={arrangeLists.isPending}
            onMove={(delta) => move(i, delta)}
          />
          <Button onClick={() => setEditing(l.listId)} aria-label={t('promotions.editNamed', { title: l.title })}>
            {t('promotions.edit')}
          </Button>
          <Popconfirm
            title={t('promotions.home.removeConfirm', { title: l.title })}
            onConfirm={() => void remove(l.listId)}
          >
            <Button danger aria-label={t('promotions.home.removeNamed', { title: l.title })}>
              {t('promotions.home.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <section className="desk__section" aria-labelledby="desk-lists">
      <Typography.Title level={2} id="desk-lists" className="desk__section-title">
        {t('promotions.home.lists')}
      </Typography.Title>
      <Button icon={<PlusOutlined aria-hidden />} className="desk__tools" onClick={() => setEditing(null)}>
        {t('promotions.home.newList')}
      </Button>
      <Listed what={t('promotions.home.lists')} query={lists}>
        <Table<DeskSpecialList>
          rowKey="listId"
          size="small"
          columns={columns}
          dataSource={list}
          loading={lists.isFetching}
          pagination={false}
        />
      </Listed>
      {editing !== undefined && (
        <SpecialListDrawer key={editing ?? 'new'} listId={editing} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
