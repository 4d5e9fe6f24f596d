import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the portal API: the single source of its method, path, request and answer.
 * The server registers routes from these; the web client is typed by them.
 * `path` is relative to the API base (`/api`).
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  query?: Q;
  body?: B;
  data: D;
}

export const endpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(
  e: Endpoint<Q, B, D>,
): Endpoint<Q, B, D> => e;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: query and body inputs, each only when the endpoint has one. */
export type RequestOf<E extends Endpoint> = (E['query'] extends z.ZodType
  ? { query: InputOf<E['query']> }
  : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: undefined });

/** What the handler sees after validation. */
export type ParsedQuery<E extends Endpoint> = OutputOf<E['query']>;
export type ParsedBody<E extends Endpoint> = OutputOf<E['body']>;
/** The `data` of a successful answer. */
export type DataOf<E extends Endpoint> = z.output<E['data']>;
