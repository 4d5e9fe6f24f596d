/** The API answered with an envelope whose code is not 200. */
export class ApiError<D = unknown> extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: D,
  ) {
    super(message);
  }
}

/** The API could not be reached or did not answer in time. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly kind: 'network' | 'timeout' | 'http',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNetworkError = (e: unknown): e is NetworkError => e instanceof NetworkError;
