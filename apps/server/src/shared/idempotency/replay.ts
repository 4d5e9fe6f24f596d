/**
 * The answer header of a placement answered from the stored result of an earlier request with the
 * same Idempotency-Key (`true`): the client learns its retry placed nothing new, and the metrics
 * count only placements without it.
 */
export const IDEMPOTENT_REPLAYED = 'idempotent-replayed';
