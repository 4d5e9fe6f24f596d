import { RECEIPT_MAX_BYTES } from '@storefront/contract';
import { AppError, invalidField } from '../../lib/errors.js';
import { reencode } from '../../shared/uploads/image.js';

export interface ReceiptImage {
  contentType: string;
  dataBase64: string;
  bytes: number;
}

/**
 * A transfer receipt must be a picture by its content, not by what the client says: JPEG, PNG or
 * WebP magic bytes and a size limit, then decoded and re-encoded (WebP, at most 2048 px a side) by
 * the uploads pipeline (shared/uploads/image.ts). What is stored and served is the re-encoded
 * picture: a phone photo's EXIF (its GPS position, camera, time), XMP and comments are gone, and
 * bytes that only start like a picture are refused. Never served as HTML or script either.
 */
export async function prepareReceiptImage(base64: string): Promise<ReceiptImage> {
  const data = Buffer.from(base64, 'base64');
  if (data.length > RECEIPT_MAX_BYTES) throw invalidField('body.imageBase64', 'order.receiptTooLarge');
  const head = data.subarray(0, 12);
  const is = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  const looksLikePicture =
    is([0xff, 0xd8, 0xff]) ||
    is([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (is([0x52, 0x49, 0x46, 0x46]) && is([0x57, 0x45, 0x42, 0x50], 8));
  if (!looksLikePicture || data.length < 64) throw invalidField('body.imageBase64', 'order.receiptImage');
  try {
    const encoded = await reencode(data, 'body.imageBase64');
    return {
      contentType: encoded.contentType,
      dataBase64: encoded.data.toString('base64'),
      bytes: encoded.data.length,
    };
  } catch (error) {
    // Undecodable: the receipt's own message. Too many pixels keeps the pipeline's (it names the limit).
    if (error instanceof AppError && error.messageKey === 'upload.notImage')
      throw invalidField('body.imageBase64', 'order.receiptImage');
    throw error;
  }
}
