import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { localeSchema } from './locales.js';

/** A country the retailer sells in, with its money and languages (DESIGN.md "Countries"). */
export const countrySchema = z.object({
  countryCode: z.string().length(2),
  name: z.string(),
  /** International dialling code without "+", e.g. "84". */
  phoneCode: z.string(),
  currencyCode: z.string().length(3),
  currencySymbol: z.string(),
  /** Smallest amount shown, in major units: 1 for VND, 0.01 for THB. */
  currencyStep: z.number(),
  /** Digits after the decimal point of the currency's minor unit (0 for VND, 2 for THB). */
  currencyDigits: z.number().int().min(0).max(3),
  languageCode: localeSchema,
  isDefault: z.boolean(),
  languages: z.array(localeSchema),
});
export type Country = z.infer<typeof countrySchema>;

export const getCountry = endpoint({
  method: 'GET',
  path: '/global/base/getCountry',
  access: 'public',
  summary: 'Countries the storefront sells in; exactly one is the default',
  tags: ['global'],
  data: z.array(countrySchema),
});

export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database reachability',
  tags: ['global'],
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() }),
});
