import type { BannerLink, BodyOf, DeskBanner, DeskTarget } from '@storefront/contract';
import type { deskSaveBanner } from '@storefront/contract/routes';
import type { BannerLinkKind, Locale } from '@storefront/contract/constants';
import { keptTexts, type Problems } from './problems';

/** An uploaded photo: its key for the request, its served URL for the preview. */
export interface BannerPhoto {
  key: string;
  url: string;
}

/** The banner form: titles, its picture (an uploaded photo, else one the shop draws), and where it leads. */
export interface BannerDraft {
  bannerId?: number;
  countryCode: string;
  titles: Partial<Record<Locale, string>>;
  art: number;
  /** Shown instead of the drawn `art` while set. */
  photo: BannerPhoto | null;
  linkKind: BannerLinkKind;
  /** The category or SKU it opens. */
  target: DeskTarget | null;
  /** The special list it opens; null: every list. */
  listId: number | null;
  keyword: string;
}

export function bannerDraft(b: DeskBanner | null, countryCode: string): BannerDraft {
  const link = b?.target ?? null;
  return {
    ...(b ? { bannerId: b.bannerId } : {}),
    countryCode: b?.countryCode ?? countryCode,
    titles: b?.titles ?? {},
    art: b?.art ?? 0,
    photo: b?.upload ? { key: b.upload, url: b.pic } : null,
    linkKind: link?.kind ?? 'promotions',
    target:
      link && (link.kind === 'category' || link.kind === 'sku')
        ? { id: link.id, name: b?.targetName ?? String(link.id), detail: null, listPrice: null, currencyCode: null }
        : null,
    listId: link?.kind === 'specialList' ? link.id : null,
    keyword: link?.kind === 'keyword' ? link.keyword : '',
  };
}

/** The request the banner form sends, or what to fix first. */
export function bannerRequest(d: BannerDraft) {
  const problems: Problems = {};
  const titles = keptTexts(d.titles);
  if (!titles['en-US']) problems['titles.en-US'] = 'englishTitle';
  let link: BannerLink | null = null;
  if (d.linkKind === 'category' || d.linkKind === 'sku') {
    if (d.target) link = { kind: d.linkKind, id: d.target.id };
    else problems.target = 'required';
  } else if (d.linkKind === 'keyword') {
    if (d.keyword.trim()) link = { kind: 'keyword', keyword: d.keyword.trim() };
    else problems.keyword = 'required';
  } else if (d.linkKind === 'specialList') link = { kind: 'specialList', id: d.listId };
  else link = { kind: 'promotions' };
  if (Object.keys(problems).length || !link) return { problems };
  const body: BodyOf<typeof deskSaveBanner> = {
    ...(d.bannerId === undefined ? {} : { bannerId: d.bannerId }),
    countryCode: d.countryCode,
    titles,
    art: d.art,
    ...(d.photo ? { upload: d.photo.key } : {}),
    link,
  };
  return { problems, body };
}

/** A served picture at the size the desk previews it (a signed URL already carries a query). */
export const preview = (url: string) => `${url}${url.includes('?') ? '&' : '?'}w=150&h=60`;
