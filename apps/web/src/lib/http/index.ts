export { request, toQueryString, type RequestOptions } from './client';
export { call, type CallOptions } from './call';
export { upload, type UploadOptions } from './upload';
export { ApiError, NetworkError, isApiError, isNetworkError } from './errors';
export {
  configureHttp,
  holdUntilSessionOpen,
  resetHttpConfig,
  apiBase,
  TIMEOUT_MS,
  TOAST_MS,
  type HttpConfig,
} from './config';
