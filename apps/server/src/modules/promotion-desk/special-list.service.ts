import type { DeskSpecialList, DeskSpecialListDetail, ParsedBody } from '@storefront/contract';
import type { deskSaveSpecialList } from '@storefront/contract';
import { invalidField, notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { audit, type DeskCtx, inTransaction } from './desk.ctx.js';
import { textsOf } from './desk.window.js';
import {
  arrangeSpecialLists,
  deleteSpecialList,
  insertSpecialList,
  listItemIds,
  lockSpecialList,
  lockSpecialLists,
  setListItems,
  specialListRows,
  updateSpecialList,
} from './home.repository.js';
import { checkSkuIds } from './home.rules.js';
import { skuTargets } from './target.service.js';

type ListRow = Awaited<ReturnType<typeof specialListRows>>[number];

const present = (ctx: DeskCtx, r: ListRow): DeskSpecialList => ({
  listId: r.l.id,
  title: pick(r.l.titles, ctx.locale),
  titles: r.l.titles,
  subtitles: r.l.subtitles,
  itemCount: r.itemCount,
});

export const specialListList = async (ctx: DeskCtx) => (await specialListRows(ctx.db)).map((r) => present(ctx, r));

export async function specialListDetail(ctx: DeskCtx, listId: number): Promise<DeskSpecialListDetail> {
  const [row] = await specialListRows(ctx.db, listId);
  if (!row) throw notFound();
  return { ...present(ctx, row), items: await skuTargets(ctx, await listItemIds(ctx.db, listId), null) };
}

/**
 * Creates (shown last) or changes a special list: titles, subtitles and its SKUs in order, audited.
 * Its tables' triggers bump the catalogue version, so the shop's cached choice of the list empties.
 */
export async function saveSpecialList(ctx: DeskCtx, body: ParsedBody<typeof deskSaveSpecialList>) {
  const texts = {
    titles: textsOf(body.titles, 'body.titles'),
    subtitles: textsOf(body.subtitles, 'body.subtitles', false),
  };
  await checkSkuIds(ctx.db, body.skuIds, 'body.skuIds');
  const id = await inTransaction(ctx, async (db) => {
    const after = { ...texts, skuIds: body.skuIds };
    if (body.listId === undefined) {
      const created = await insertSpecialList(db, texts);
      await setListItems(db, created, body.skuIds);
      await audit(db, ctx, 'catalogue.specialList', `special_list:${created}`, { before: null, after });
      return created;
    }
    const before = await lockSpecialList(db, body.listId);
    if (!before) throw notFound();
    const items = await listItemIds(db, body.listId);
    await updateSpecialList(db, body.listId, texts);
    await setListItems(db, body.listId, body.skuIds);
    await audit(db, ctx, 'catalogue.specialList', `special_list:${body.listId}`, {
      before: { titles: before.titles, subtitles: before.subtitles, skuIds: items },
      after,
    });
    return body.listId;
  });
  return specialListDetail(ctx, id);
}

export async function removeSpecialList(ctx: DeskCtx, listId: number) {
  await inTransaction(ctx, async (db) => {
    const before = await lockSpecialList(db, listId);
    if (!before) throw notFound();
    const items = await listItemIds(db, listId);
    await deleteSpecialList(db, listId);
    await audit(db, ctx, 'catalogue.specialListRemove', `special_list:${listId}`, {
      before: { ...before, skuIds: items },
    });
  });
  return specialListList(ctx);
}

/**
 * The special lists in a new order, each named exactly once; the shop's Home and its list of lists
 * follow it on their next request (the `special_list` trigger bumps the catalogue version).
 */
export async function arrangeLists(ctx: DeskCtx, listIds: number[]) {
  await inTransaction(ctx, async (db) => {
    // Locked, so a list made or removed meanwhile cannot slip past the check.
    const before = await lockSpecialLists(db);
    const named = new Set(listIds);
    if (named.size !== listIds.length || named.size !== before.length || before.some((id) => !named.has(id)))
      throw invalidField('body.listIds', 'desk.listsMismatch');
    if (before.every((id, i) => id === listIds[i])) return;
    await arrangeSpecialLists(db, listIds);
    await audit(db, ctx, 'catalogue.specialListOrder', 'special_lists', { before, after: listIds });
  });
  return specialListList(ctx);
}
