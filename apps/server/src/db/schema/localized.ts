/**
 * Translated text is stored as `{ "<locale>": "…" }` JSON beside the row it belongs to: six
 * short strings per row read in one query, with the en-US fallback applied in the service.
 */
export type Localized = Partial<Record<string, string>>;
