import type { BodyOf, DeskFreightActivity, DeskWarehouse } from '@storefront/contract';
import type { deskSaveFreightActivity } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract/constants';
import { toMajorText, toMinor } from '../../../lib/amounts';
import { checkAmount, keptTexts, type Problems } from './problems';
import { toLocalInput, weekFrom, windowProblems } from './window';

/** The freight activity form as typed: amounts in the warehouse currency's major units. */
export interface FreightDraft {
  activityId?: number;
  warehouseId: number | null;
  kind: DeskFreightActivity['kind'];
  thresholdAmount: string;
  fee: string;
  titles: Partial<Record<Locale, string>>;
  startsAt: string;
  endsAt: string;
}

export function freightDraft(a: DeskFreightActivity | null, digits: number, now: number): FreightDraft {
  if (!a) return { warehouseId: null, kind: 'free', thresholdAmount: '', fee: '', titles: {}, ...weekFrom(now) };
  return {
    activityId: a.activityId,
    warehouseId: a.warehouseId,
    kind: a.kind,
    thresholdAmount: toMajorText(a.thresholdAmount, digits),
    fee: a.kind === 'reduced' ? toMajorText(a.fee, digits) : '',
    titles: a.titles,
    startsAt: toLocalInput(a.startsAt),
    endsAt: toLocalInput(a.endsAt),
  };
}

/** The request the form sends, or what to fix first: a reduced fee above zero and below the basic one. */
export function freightRequest(d: FreightDraft, warehouse: DeskWarehouse | undefined, digits: number, now: number) {
  const problems: Problems = {};
  if (!warehouse) problems.warehouseId = 'required';
  checkAmount(problems, 'thresholdAmount', d.thresholdAmount, digits);
  if (d.kind === 'reduced' && checkAmount(problems, 'fee', d.fee, digits) && warehouse) {
    if (toMinor(d.fee, digits) >= warehouse.basicFee) problems.fee = 'feeBelowBasic';
  }
  const titles = keptTexts(d.titles);
  if (!titles['en-US']) problems['titles.en-US'] = 'englishTitle';
  const { problems: windowIssues, window } = windowProblems(d.startsAt, d.endsAt, now);
  Object.assign(problems, windowIssues);
  if (Object.keys(problems).length || !window || !warehouse) return { problems };
  const body: BodyOf<typeof deskSaveFreightActivity> = {
    ...(d.activityId === undefined ? {} : { activityId: d.activityId }),
    warehouseId: warehouse.warehouseId,
    kind: d.kind,
    titles,
    thresholdAmount: d.thresholdAmount.trim(),
    ...(d.kind === 'reduced' ? { fee: d.fee.trim() } : {}),
    ...window,
  };
  return { problems, body };
}
