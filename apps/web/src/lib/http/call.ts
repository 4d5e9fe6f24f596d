import type { DataOf, RequestOf, Route } from '@storefront/contract';
import { request, type RequestOptions } from './client';
import { takeEmbedded } from './embedded';
import { checkAnswerLater, checkAnswerNow } from './answerCheck';

export type CallOptions = Pick<
  RequestOptions,
  'silent' | 'showSuccess' | 'signal' | 'headers' | 'timeoutMs' | 'opensSession'
>;

/** Endpoints without query and body may be called without a request object. */
type CallArgs<R extends Route> =
  object extends RequestOf<R> ? [req?: RequestOf<R>, opts?: CallOptions] : [req: RequestOf<R>, opts?: CallOptions];

/**
 * Calls one contract endpoint through its route (`@storefront/contract/routes`: method and path,
 * no schemas), typed by the endpoint's schemas. The answer is checked against the schema so a
 * drift between server and web shows up in the console (answerCheck.ts: at once in development
 * and tests, later in production).
 */
export async function call<R extends Route>(route: R, ...args: CallArgs<R>): Promise<DataOf<R>> {
  const [req, opts] = args;
  const r = (req ?? {}) as { query?: Record<string, unknown>; body?: unknown };
  // The page's HTML may already hold this exact read: no round trip then.
  const embedded = takeEmbedded(route, r);
  const data = embedded
    ? embedded.data
    : await request<unknown>({
        ...opts,
        method: route.method,
        path: route.path,
        query: r.query,
        body: r.body,
      });
  if (!(data instanceof Blob)) {
    if (import.meta.env.PROD) checkAnswerLater(route, data);
    else await checkAnswerNow(route, data);
  }
  return data as DataOf<R>;
}
