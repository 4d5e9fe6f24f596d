import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Input, Radio, Select } from 'antd';
import type { DeskBanner } from '@storefront/contract';
import { BANNER_ARTS, BANNER_LINK_KINDS } from '@storefront/contract/constants';
import { specialListsQuery, useHomeChange } from '../api/home';
import { bannerDraft, bannerRequest } from '../logic/bannerForm';
import { useDeskForm } from './DeskDrawer';
import { DraftDrawer } from './DraftDrawer';
import { BannerPhotoField } from './BannerPhotoField';
import { Field } from './Field';
import { TargetField } from './TargetField';

interface Props {
  banner: DeskBanner | null;
  countryCode: string;
  onClose: () => void;
}

/** Creates or changes a Home banner: its title, its picture (an uploaded photo or a drawn one), and where it leads. */
export function BannerDrawer({ banner, countryCode, onClose }: Props) {
  const { t } = useTranslation();
  const { saveBanner } = useHomeChange();
  const form = useDeskForm(() => bannerDraft(banner, countryCode), bannerRequest, saveBanner, onClose);
  const { draft, change, problems } = form;
  const lists = useQuery(specialListsQuery());

  return (
    <DraftDrawer
      form={form}
      title={banner?.title}
      newTitle={t('promotions.home.newBanner')}
      texts="titles"
      onClose={onClose}
    >
      <fieldset className="desk__fieldset">
        <legend>{t('promotions.home.picture')}</legend>
        <BannerPhotoField photo={draft.photo} onChange={(photo) => change({ photo })} />
        {/* A drawn picture chosen replaces the photo; none is chosen while a photo is shown. */}
        <Radio.Group
          value={draft.photo ? null : draft.art}
          onChange={(e) => change({ art: e.target.value as number, photo: null })}
        >
          {Array.from({ length: BANNER_ARTS }, (_, art) => (
            <Radio key={art} value={art} aria-label={t('promotions.home.pictureN', { n: art + 1 })}>
              <img
                className="desk__art"
                src={`/api/images/banner/${art}.svg?w=150&h=60`}
                alt=""
                width={150}
                height={60}
              />
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <Field id="desk-banner-link" label={t('promotions.home.leadsTo')}>
        <Select
          id="desk-banner-link"
          className="desk__wide-select"
          value={draft.linkKind}
          onChange={(linkKind) => change({ linkKind, target: null })}
          options={BANNER_LINK_KINDS.map((k) => ({ value: k, label: t(`promotions.home.links.${k}`) }))}
        />
      </Field>
      {(draft.linkKind === 'category' || draft.linkKind === 'sku') && (
        <TargetField
          id="desk-banner-target"
          label={t(`promotions.home.links.${draft.linkKind}`)}
          kind={draft.linkKind}
          form={form}
        />
      )}
      {draft.linkKind === 'specialList' && (
        <Field id="desk-banner-list" label={t('promotions.home.links.specialList')}>
          <Select
            id="desk-banner-list"
            className="desk__wide-select"
            value={draft.listId ?? 0}
            onChange={(listId: number) => change({ listId: listId || null })}
            options={[
              { value: 0, label: t('promotions.home.allLists') },
              ...(lists.data ?? []).map((l) => ({ value: l.listId, label: l.title })),
            ]}
          />
        </Field>
      )}
      {draft.linkKind === 'keyword' && (
        <Field id="desk-banner-keyword" label={t('promotions.home.links.keyword')} problem={problems.keyword}>
          <Input
            id="desk-banner-keyword"
            maxLength={60}
            value={draft.keyword}
            onChange={(e) => change({ keyword: e.target.value })}
          />
        </Field>
      )}
    </DraftDrawer>
  );
}
