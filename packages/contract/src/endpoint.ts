import type { z } from 'zod';
import type { Access, HttpMethod, StaffRole } from './constants.js';

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
  /** On `staff` endpoints (and only there): the roles that may call it, any one of them suffices. */
  roles?: readonly StaffRole[];
  summary: string;
  tags: string[];
  query?: Q;
  body?: B;
  data: D;
}

/** A `staff` endpoint must name its roles (at least one); any other access names none. */
type RolesOf<A extends Access> = A extends 'staff'
  ? { roles: readonly [StaffRole, ...StaffRole[]] }
  : { roles?: undefined };

export const endpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(
  e: Endpoint<Q, B, D, A> & RolesOf<A>,
): Endpoint<Q, B, D, A> => e;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * The helpers below take an endpoint or its route (routes.gen.ts): the web names routes, the
 * server endpoints, and both get the same types.
 */
type Of<E extends Endpoint | Route> = E extends Endpoint ? E : E extends Route<infer X> ? X : never;

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
export type RequestOf<E extends Endpoint | Route> = Part<Of<E>['query'], 'query'> & Part<Of<E>['body'], 'body'>;

/** What the handler sees after validation. */
export type ParsedQuery<E extends Endpoint | Route> = OutputOf<Of<E>['query']>;
export type ParsedBody<E extends Endpoint | Route> = OutputOf<Of<E>['body']>;
/** The `data` of a successful answer. */
export type DataOf<E extends Endpoint | Route> = z.output<Of<E>['data']>;
/** The query / body a caller passes to an endpoint (input side of its schemas). */
export type QueryOf<E extends Endpoint | Route> = z.input<NonNullable<Of<E>['query']>>;
export type BodyOf<E extends Endpoint | Route> = z.input<NonNullable<Of<E>['body']>>;

/**
 * An endpoint without its schemas: what the web needs at runtime to call it, so its
 * first load carries no zod. `src/routes.gen.ts` holds one for every endpoint, generated from the
 * endpoints themselves (`npm run gen:routes -w @storefront/contract`; a test fails when it is
 * stale). The type carries the endpoint's, so requests and answers stay typed by the schemas.
 */
export interface Route<E extends Endpoint = Endpoint> {
  /** The endpoint's export name in this package: where a lazy answer check finds its schema. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: E['access'];
  /** Type only, never present at runtime: the endpoint this route calls. */
  readonly '~endpoint'?: E;
}

/** The endpoint a route stands for (type only). */
export type EndpointOf<R extends Route> = NonNullable<R['~endpoint']>;
