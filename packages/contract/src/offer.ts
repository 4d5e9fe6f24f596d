// What every offer of the promotion desk (a promotion, a coupon, a freight activity) is made of:
// texts per language, amounts as typed, its window, and the page its list is read by.
import { z } from 'zod';
import { LOCALES, OFFER_STATES, OFFER_TITLE_MAX } from './constants.js';
import { deskCountry } from './desk.js';
import { keywordPageOf } from './envelope.js';

/** An amount as typed, in the currency's major units; the server converts it by the currency's digits. */
export const majorAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/);

/** An instant with its offset, as the console's date fields give it (`toISOString()`). */
export const instant = z.iso.datetime({ offset: true });

/** Texts per locale; English is required by the server (the shop shows it where a language has none). */
export const offerTitles = z.partialRecord(z.enum(LOCALES), z.string().trim().max(OFFER_TITLE_MAX));
export const localizedTexts = z.partialRecord(z.enum(LOCALES), z.string());

export const offerStateSchema = z.enum(OFFER_STATES);

/** The window every offer answers with: ISO instants and where now stands in it. */
export const offerWindowSchema = z.object({ startsAt: z.string(), endsAt: z.string(), state: offerStateSchema });

/** The window every offer is saved with; spread where it stands among the offer's own fields. */
export const offerWindow = { startsAt: instant, endsAt: instant };

/** A page of offers by country and state, and what staff type: a code, or a title in any language. */
export const offerPageQuery = keywordPageOf(100).extend({
  countryCode: deskCountry.optional(),
  state: offerStateSchema.optional(),
});
