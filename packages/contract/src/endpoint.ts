import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint, declared once here and enforced by the server's `route()` before the
 * handler runs (a test walks every endpoint and checks it):
 * - `public`: anyone; the handler still learns the member or visitor when one is sent.
 * - `visitor`: a logged-in member or a visitor token (GuestAuthorization); 401 otherwise.
 * - `member`: a logged-in member (a proxy session counts: it is the customer's); 401 otherwise.
 * - `staff`: sales staff in their own session with the ordering permission; 401 / 403.
 */
export const ACCESS = ['public', 'visitor', 'member', 'staff'] as const;
export type Access = (typeof ACCESS)[number];

/**
 * One endpoint of the portal API: the single source of its method, path, request and answer.
 * The server registers routes from these; the web client is typed by them.
 * `path` is relative to the API base (`/api`).
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  path: string;
  access: A;
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
  A extends Access = Access,
>(
  e: Endpoint<Q, B, D, A>,
): Endpoint<Q, B, D, A> => e;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * What a caller passes: query and body inputs, each only when the endpoint has one. `query?: Q`
 * reads as `Q | undefined`, so the schema is taken with NonNullable; an endpoint without one has
 * `never` there.
 */
type Part<S, K extends string> = [NonNullable<S>] extends [never]
  ? { [P in K]?: undefined }
  : NonNullable<S> extends z.ZodType
    ? { [P in K]: z.input<NonNullable<S>> }
    : { [P in K]?: undefined };
export type RequestOf<E extends Endpoint> = Part<E['query'], 'query'> & Part<E['body'], 'body'>;

/** What the handler sees after validation. */
export type ParsedQuery<E extends Endpoint> = OutputOf<E['query']>;
export type ParsedBody<E extends Endpoint> = OutputOf<E['body']>;
/** The `data` of a successful answer. */
export type DataOf<E extends Endpoint> = z.output<E['data']>;
/** The query / body a caller passes to an endpoint (input side of its schemas). */
export type QueryOf<E extends Endpoint> = z.input<NonNullable<E['query']>>;
export type BodyOf<E extends Endpoint> = z.input<NonNullable<E['body']>>;
