import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DeskBanner } from '@storefront/contract';
import { bannersQuery, useHomeChange } from '../api/home';
import { moved } from '../logic/order';
import { preview } from '../logic/bannerForm';
import { BannerDrawer } from './BannerDrawer';
import { useDeskAction } from './DeskDrawer';
import { Listed } from './DeskPage';
import { MoveButtons } from './MoveButtons';

/** A country's Home banners in the shop's order: moved up or down, edited, removed, added. */
export function BannersPart({ countryCode }: { countryCode: string }) {
  const { t } = useTranslation();
  const banners = useQuery(bannersQuery(countryCode));
  const { arrangeBanners, removeBanner } = useHomeChange();
  const arrange = useDeskAction(arrangeBanners.mutateAsync, t('promotions.saved'));
  const remove = useDeskAction(removeBanner.mutateAsync, t('promotions.home.removed'));
  const [editing, setEditing] = useState<DeskBanner | null | undefined>(undefined);
  const list = banners.data ?? [];
  const move = (i: number, delta: number) =>
    void arrange({ countryCode, bannerIds: moved(list, i, delta).map((b) => b.bannerId) });

  const columns: TableColumnsType<DeskBanner> = [
    {
      title: t('promotions.home.picture'),
      key: 'pic',
      width: 170,
      render: (_, b) => <img className="desk__art" src={preview(b.pic)} alt="" width={150} height={60} />,
    },
    { title: t('promotions.title'), dataIndex: 'title' },
    {
      title: t('promotions.home.leadsTo'),
      key: 'link',
      render: (_, b) =>
        b.target
          ? [
              t(`promotions.home.links.${b.target.kind}`),
              b.targetName ?? (b.target.kind === 'keyword' ? b.target.keyword : null),
            ]
              .filter(Boolean)
              .join(': ')
          : b.link,
    },
    {
      title: t('promotions.actions'),
      key: 'actions',
      render: (_, b, i) => (
        <Space wrap>
          <MoveButtons
            name={b.title}
            index={i}
            count={list.length}
            busy={arrangeBanners.isPending}
            onMove={(delta) => move(i, delta)}
          />
          <Button onClick={() => setEditing(b)} aria-label={t('promotions.editNamed', { title: b.title })}>
            {t('promotions.edit')}
          </Button>
          <Popconfirm
            title={t('promotions.home.removeConfirm', { title: b.title })}
            onConfirm={() => void remove(b.bannerId)}
          >
            <Button danger aria-label={t('promotions.home.removeNamed', { title: b.title })}>
              {t('promotions.home.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <section className="desk__section" aria-labelledby="desk-banners">
      <Typography.Title level={2} id="desk-banners" className="desk__section-title">
        {t('promotions.home.banners')}
      </Typography.Title>
      <Button icon={<PlusOutlined aria-hidden />} className="desk__tools" onClick={() => setEditing(null)}>
        {t('promotions.home.newBanner')}
      </Button>
      <Listed what={t('promotions.home.banners')} query={banners}>
        <Table<DeskBanner>
          rowKey="bannerId"
          size="small"
          columns={columns}
          dataSource={list}
          loading={banners.isFetching}
          pagination={false}
        />
      </Listed>
      {editing !== undefined && (
        <BannerDrawer
          key={editing?.bannerId ?? 'new'}
          banner={editing}
          countryCode={countryCode}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
