import { z } from 'zod';

/** The six interface languages (spec §1). en-US is the default and the fallback. */
export const LOCALES = ['zh-CN', 'en-US', 'vi-VN', 'th-TH', 'lo-LA', 'fil-PH'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
export const localeSchema = z.enum(LOCALES);

/**
 * Picks the best supported locale for a list of language tags (an Accept-Language header or
 * navigator.languages): exact tag first, then by primary language (zh, en, vi, th, lo, fil).
 */
export function matchLocale(tags: readonly string[]): Locale | undefined {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split(/[-_]/)[0];
    const byLanguage = LOCALES.find((l) => l.split('-')[0]!.toLowerCase() === primary);
    if (byLanguage) return byLanguage;
    // Tagalog is the language Filipino is based on; browsers often report it as "tl".
    if (primary === 'tl') return 'fil-PH';
  }
  return undefined;
}

/** Parses an Accept-Language header ("vi-VN,vi;q=0.9,en;q=0.8") into tags by preference. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}
