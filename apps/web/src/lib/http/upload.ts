import { HEADER_NAMES, PLATFORM_H5, ResultCode, type HttpMethod } from '@storefront/contract/constants';
import { ApiError, NetworkError } from './errors';
import { apiBase, httpConfig, sessionOpened, TIMEOUT_MS } from './config';

export interface UploadOptions {
  method: HttpMethod;
  /** Relative to the API base, e.g. `/upload/image`. */
  path: string;
  /** A form with the file, or a JSON body already serialised. */
  body: FormData | string;
  /** The share of the body sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
}

/**
 * Sends one upload with XMLHttpRequest instead of the fetch client: fetch reports no upload
 * progress, and a photo over mobile data takes long enough that a person needs to see it move.
 * Everything else is the client's: the spec's headers (platform included), the one timeout, the
 * envelope, the errors in the shopper's language and the session reset on a 401. Errors are not
 * shown here: the upload control shows them where the shopper is looking.
 */
export async function upload(opts: UploadOptions): Promise<unknown> {
  const opening = sessionOpened();
  if (opening) await opening;
  const config = httpConfig();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method, `${apiBase()}${opts.path}`);
    xhr.timeout = TIMEOUT_MS;
    const headers: Record<string, string | undefined> = { [HEADER_NAMES.platform]: PLATFORM_H5, ...config.headers() };
    // A form sets its own type, with the boundary between its parts.
    if (typeof opts.body === 'string') headers['Content-Type'] = 'application/json';
    for (const [name, value] of Object.entries(headers)) if (value) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new NetworkError('network', config.text('network')));
    xhr.ontimeout = () => reject(new NetworkError('timeout', config.text('timeout')));
    xhr.onload = () => {
      let envelope: { code?: unknown; message?: unknown; data?: unknown };
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        reject(new NetworkError('http', config.text('server'), xhr.status));
        return;
      }
      const code = typeof envelope.code === 'number' ? envelope.code : xhr.status;
      if (code === ResultCode.ok) {
        opts.onProgress(1);
        resolve(envelope.data);
        return;
      }
      if (code === ResultCode.unauthorized) config.onUnauthorized();
      const message =
        typeof envelope.message === 'string' && envelope.message ? envelope.message : config.text('server');
      reject(new ApiError(code, message, envelope.data));
    };
    xhr.send(opts.body);
  });
}
