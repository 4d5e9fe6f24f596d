import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import type { DeskSpecialListDetail, DeskTarget } from '@storefront/contract';
import { SPECIAL_LIST_ITEMS_MAX, type Locale } from '@storefront/contract/constants';
import { specialListQuery, useHomeChange } from '../api/home';
import { keptTexts, type Problems } from '../logic/problems';
import { DeskDrawer, useDeskSave } from './DeskDrawer';
import { SkuOrderEditor } from './SkuOrderEditor';
import { TitlesField } from './TitlesField';

type Texts = Partial<Record<Locale, string>>;

/** Creates or changes a special list: its titles, subtitles and SKUs in the shop's order. */
export function SpecialListDrawer({ listId, onClose }: { listId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const stored = useQuery({ ...specialListQuery(listId ?? 0), enabled: listId !== null });
  if (listId !== null && !stored.data)
    return <Drawer open loading size="large" title={t('promotions.home.lists')} onClose={onClose} />;
  return <ListForm list={stored.data ?? null} onClose={onClose} />;
}

function ListForm({ list, onClose }: { list: DeskSpecialListDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [titles, setTitles] = useState<Texts>(list?.titles ?? {});
  const [subtitles, setSubtitles] = useState<Texts>(list?.subtitles ?? {});
  const [items, setItems] = useState<DeskTarget[]>(list?.items ?? []);
  const { saveList } = useHomeChange();
  const { tried, save } = useDeskSave(saveList.mutateAsync, onClose);
  const kept = keptTexts(titles);
  const problems: Problems = tried && !kept['en-US'] ? { 'titles.en-US': 'englishTitle' } : {};
  const body = kept['en-US']
    ? {
        ...(list ? { listId: list.listId } : {}),
        titles: kept,
        subtitles: keptTexts(subtitles),
        skuIds: items.map((i) => i.id),
      }
    : undefined;
  return (
    <DeskDrawer
      title={list ? t('promotions.editTitle', { title: list.title }) : t('promotions.home.newList')}
      saving={saveList.isPending}
      onSave={() => void save(body)}
      onClose={onClose}
    >
      <TitlesField
        name="titles"
        legend={t('promotions.titles')}
        value={titles}
        problems={problems}
        onChange={setTitles}
      />
      <TitlesField
        name="subtitles"
        legend={t('promotions.home.subtitles')}
        value={subtitles}
        problems={{}}
        onChange={setSubtitles}
      />
      <fieldset className="desk__fieldset">
        <legend>{t('promotions.home.listSkus')}</legend>
        <SkuOrderEditor id="desk-list-add" value={items} onChange={setItems} max={SPECIAL_LIST_ITEMS_MAX} />
      </fieldset>
    </DeskDrawer>
  );
}
