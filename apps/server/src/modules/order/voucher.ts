import { VOUCHER_MAX_BYTES } from '@storefront/contract';
import { invalidField } from '../../lib/errors.js';

/**
 * A transfer receipt must be a picture by its content, not by what the client says: JPEG, PNG or
 * WebP magic bytes, and a size limit. It is stored as sent and never served as HTML or script.
 */
export function checkVoucherImage(base64: string): { contentType: string; bytes: number } {
  const data = Buffer.from(base64, 'base64');
  if (data.length > VOUCHER_MAX_BYTES) throw invalidField('body.imageBase64', 'order.voucherTooLarge');
  const head = data.subarray(0, 12);
  const is = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  const contentType = is([0xff, 0xd8, 0xff])
    ? 'image/jpeg'
    : is([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      ? 'image/png'
      : is([0x52, 0x49, 0x46, 0x46]) && is([0x57, 0x45, 0x42, 0x50], 8)
        ? 'image/webp'
        : null;
  if (!contentType || data.length < 64) throw invalidField('body.imageBase64', 'order.voucherImage');
  return { contentType, bytes: data.length };
}
