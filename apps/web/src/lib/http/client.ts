import { isFieldErrors, PLATFORM_H5, HEADER_NAMES, ResultCode, type HttpMethod } from '@storefront/contract/constants';
import { ApiError, NetworkError } from './errors';
import { apiBase, httpConfig, sessionOpened, TIMEOUT_MS } from './config';

export interface RequestOptions {
  method?: HttpMethod;
  /** Relative to the API base, e.g. `/app/setting/get`. */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /**
   * Do not show the error message (the caller handles it). `'fields'`: a form that shows 422
   * field errors at their fields; only those stay out of the toast, other errors still show.
   */
  silent?: boolean | 'fields';
  /** Show the server's message on success too (e.g. "verification code sent"). */
  showSuccess?: boolean;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** This request opens the session (the visitor token): it does not wait for one being opened. */
  opensSession?: boolean;
}

export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function buildHeaders(opts: RequestOptions): Headers {
  const headers = new Headers();
  const all = { [HEADER_NAMES.platform]: PLATFORM_H5, ...httpConfig().headers(), ...opts.headers };
  for (const [name, value] of Object.entries(all)) if (value) headers.set(name, value);
  if (opts.body !== undefined && !(opts.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

/**
 * Rejects as soon as `signal` aborts, even if `reading` never settles: a body stream does not
 * always notice the fetch's abort (polyfills, some engines), and a stalled read must not hang.
 */
function untilAborted<T>(reading: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    reading.then(
      (value) => (done(), resolve(value)),
      (error: unknown) => (done(), reject(error as Error)),
    );
  });
}

const isJson = (res: Response) => /\bjson\b/i.test(res.headers.get('content-type') ?? '');

/**
 * Sends one request and unwraps the envelope (spec §7–8). Resolves with `data` on code 200 and
 * with a Blob for non-JSON answers; rejects with ApiError or NetworkError otherwise.
 */
export async function request<T = unknown>(opts: RequestOptions): Promise<T> {
  const opening = opts.opensSession ? null : sessionOpened();
  if (opening) await opening;
  const config = httpConfig();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), opts.timeoutMs ?? TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const fail = (error: NetworkError): never => {
    // Offline, a read that fails is the screen's to show (its saved copy, or "not saved on this
    // phone"); a write that fails is still said, since the shopper waits on it.
    const offlineRead = (opts.method ?? 'GET') === 'GET' && typeof navigator !== 'undefined' && !navigator.onLine;
    if (opts.silent !== true && !offlineRead) config.notify(error.message);
    throw error;
  };

  // The timeout covers the whole call (spec §7): headers AND body. A server that sends its headers
  // and then stalls must time out like one that never answers, so the timer runs until the body
  // has been read, and aborting the controller also aborts that read.
  let res: Response;
  let blob: Blob | undefined;
  let envelope: { code?: unknown; message?: unknown; data?: unknown } | undefined;
  try {
    const body = opts.body === undefined || opts.body instanceof FormData ? opts.body : JSON.stringify(opts.body);
    res = await (httpConfig().fetch ?? fetch)(`${apiBase()}${opts.path}${toQueryString(opts.query)}`, {
      method: opts.method ?? 'GET',
      headers: buildHeaders(opts),
      body: body as BodyInit | undefined,
      signal: controller.signal,
    });
    if (!isJson(res)) {
      if (res.ok) blob = await untilAborted(res.blob(), controller.signal);
    } else {
      envelope = await untilAborted(res.json() as Promise<typeof envelope>, controller.signal).catch((e: unknown) => {
        if (controller.signal.aborted) throw e;
        return undefined; // unreadable JSON: reported below as a server error
      });
    }
  } catch (e) {
    // A caller's own abort (React Query cancelling) is not an error worth a message.
    if (opts.signal?.aborted) throw e;
    const timedOut = controller.signal.aborted;
    return fail(new NetworkError(timedOut ? 'timeout' : 'network', config.text(timedOut ? 'timeout' : 'network')));
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (blob) return blob as T;
  if (!envelope) return fail(new NetworkError('http', config.text('server'), res.status));
  const code = typeof envelope.code === 'number' ? envelope.code : res.status;
  const message = typeof envelope.message === 'string' ? envelope.message : '';

  if (code === ResultCode.ok) {
    if (opts.showSuccess && message) config.notify(message);
    return envelope.data as T;
  }
  const shownAtFields = opts.silent === 'fields' && isFieldErrors(envelope.data);
  if (opts.silent !== true && !shownAtFields && code !== ResultCode.silent)
    config.notify(message || config.text('server'));
  if (code === ResultCode.unauthorized) config.onUnauthorized();
  throw new ApiError(code, message, envelope.data);
}
