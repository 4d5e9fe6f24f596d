import { isFieldErrors } from '@storefront/contract/constants';
import { isApiError } from './http';

/**
 * The 422 field messages (already in the user's language) by field path, so a form can show each
 * next to its field; other errors give the message under `_`, or nothing when there is none.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  if (!isFieldErrors(error.data)) return error.message ? { _: error.message } : {};
  return Object.fromEntries(error.data.fields.map((f) => [f.path.split('.').pop() ?? f.path, f.message]));
}
