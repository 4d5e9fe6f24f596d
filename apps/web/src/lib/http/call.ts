import type { DataOf, Endpoint, RequestOf } from '@storefront/contract';
import { request, type RequestOptions } from './client';
import { takeEmbedded } from './embedded';

export type CallOptions = Pick<RequestOptions, 'silent' | 'showSuccess' | 'signal' | 'headers' | 'timeoutMs'>;

/** Endpoints without query and body may be called without a request object. */
type CallArgs<E extends Endpoint> =
  object extends RequestOf<E> ? [req?: RequestOf<E>, opts?: CallOptions] : [req: RequestOf<E>, opts?: CallOptions];

/**
 * Calls one contract endpoint, typed by its schemas. The answer is checked against the schema so
 * a drift between server and web shows up in the console at once, not as a broken screen later.
 */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<DataOf<E>> {
  const [req, opts] = args;
  const r = (req ?? {}) as { query?: Record<string, unknown>; body?: unknown };
  // The page's HTML may already hold this exact read (issue 13): no round trip then.
  const embedded = takeEmbedded(endpoint, r);
  const data = embedded
    ? embedded.data
    : await request<unknown>({
        ...opts,
        method: endpoint.method,
        path: endpoint.path,
        query: r.query,
        body: r.body,
      });
  if (data instanceof Blob) return data as DataOf<E>;
  const parsed = endpoint.data.safeParse(data);
  if (parsed.success) return parsed.data as DataOf<E>;
  console.error(`API answer of ${endpoint.method} ${endpoint.path} does not match the contract`, parsed.error);
  return data as DataOf<E>;
}
