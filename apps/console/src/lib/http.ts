import type { DataOf, RequestOf, Route } from '@storefront/contract';
import { HEADER_NAMES, PLATFORM_H5, ResultCode } from '@storefront/contract/constants';
import { currentSession } from './session';

/** The API answered with an envelope whose code is not 200; `message` is in the staff member's language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** What the app injects: the language of messages and what a 401 does. */
interface HttpSetup {
  locale: () => string;
  onUnauthorized: () => void;
  /** A message for an answer that is not the API's envelope (network down, proxy error page). */
  unreachable: () => string;
}

let setup: HttpSetup = { locale: () => 'en-US', onUnauthorized: () => {}, unreachable: () => 'Network error' };

export function configureHttp(next: Partial<HttpSetup>): void {
  setup = { ...setup, ...next };
}

const API_BASE = '/api';

/** Query values are the contract's scalars (numbers, strings, booleans); empty ones are left out. */
function queryString(query: Record<string, string | number | boolean | null | undefined> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * `token`: a session other than the saved one (sign-in checks a new token before saving it).
 * `idempotencyKey`: sent as the Idempotency-Key header of a change that moves money.
 */
export interface CallOptions {
  token?: string;
  idempotencyKey?: string;
}

type CallArgs<R extends Route> =
  object extends RequestOf<R>
    ? [req?: RequestOf<R>, options?: CallOptions]
    : [req: RequestOf<R>, options?: CallOptions];

/**
 * Calls one endpoint of the contract by its route (method and path, no zod), typed by the
 * endpoint's schemas, and unwraps the envelope: `data` on 200, an ApiError with the server's
 * message otherwise.
 */
export async function call<R extends Route>(route: R, ...[req, options]: CallArgs<R>): Promise<DataOf<R>> {
  const { query, body } = (req ?? {}) as {
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  const headers: Record<string, string> = {
    [HEADER_NAMES.platform]: PLATFORM_H5,
    [HEADER_NAMES.acceptLanguage]: setup.locale(),
  };
  const token = options?.token ?? currentSession()?.token;
  if (token) headers[HEADER_NAMES.authorization] = token;
  if (options?.idempotencyKey) headers[HEADER_NAMES.idempotencyKey] = options.idempotencyKey;
  // A file travels as multipart form data (the browser sets its content type and boundary).
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let envelope: { code?: unknown; message?: unknown; data?: unknown };
  let status: number;
  try {
    const res = await fetch(`${API_BASE}${route.path}${queryString(query)}`, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    status = res.status;
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new ApiError(0, setup.unreachable());
  }
  const code = typeof envelope.code === 'number' ? envelope.code : status;
  if (code === ResultCode.ok) return envelope.data as DataOf<R>;
  if (code === ResultCode.unauthorized && token && !options?.token) setup.onUnauthorized();
  throw new ApiError(
    code,
    typeof envelope.message === 'string' && envelope.message ? envelope.message : setup.unreachable(),
  );
}
