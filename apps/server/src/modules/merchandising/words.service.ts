import type { Db } from '../../db/client.js';
import { invalidField } from '../../lib/errors.js';
import { removeSynonym, setSynonyms, SynonymRefused, synonymList } from '../../shared/search-text/synonyms.js';
import { auditChange, type MerchandisingCtx } from './merchandising.ctx.js';
import { missRows } from './words.repository.js';

/**
 * The words search finds products by, through the same service as the operators' `ops synonym`
 * command: a synonym's change and its audit entry in one transaction; writing the table bumps the
 * catalogue version, so the next search uses it (and no cached ranking keeps the old).
 */

/** The service's refusals as the caller's 422 on the field. */
async function refusedAsField<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof SynonymRefused)) throw error;
    if (error.reason === 'synonyms') throw invalidField('body.synonyms', 'merchandising.synonymsNeeded');
    throw invalidField('body.word', 'merchandising.synonymWord');
  }
}

export const synonymsOf = (ctx: MerchandisingCtx, locale: string) => synonymList(ctx.db, locale);

export async function saveSynonyms(ctx: MerchandisingCtx, body: { locale: string; word: string; synonyms: string[] }) {
  await refusedAsField(() =>
    ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const saved = await setSynonyms(db, body.locale, body.word, body.synonyms);
      if (JSON.stringify(saved.before) === JSON.stringify(saved.after)) return;
      await auditChange(db, ctx, 'catalogue.synonym', `synonym:${body.locale}:${saved.word}`, {
        before: saved.before,
        after: saved.after,
      });
    }),
  );
  return synonymList(ctx.db, body.locale);
}

export async function removeSynonyms(ctx: MerchandisingCtx, body: { locale: string; word: string }) {
  await refusedAsField(() =>
    ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const removed = await removeSynonym(db, body.locale, body.word);
      if (removed.removed)
        await auditChange(db, ctx, 'catalogue.synonymRemoved', `synonym:${body.locale}:${body.word}`, {
          before: removed.before,
        });
    }),
  );
  return synonymList(ctx.db, body.locale);
}

/** What shoppers searched for in vain lately, to make synonyms of. */
export const searchMisses = (ctx: MerchandisingCtx, q: { locale: string; days: number }) =>
  missRows(ctx.db, q.locale, q.days);
