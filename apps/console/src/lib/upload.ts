import type { Upload, UploadPurpose } from '@storefront/contract';
import { uploadImage } from '@storefront/contract/routes';
import { call } from './http';

/**
 * Sends a picture through the server's picture pipeline (decoded, turned upright, resized,
 * metadata stripped) and answers the upload, whose key a change then attaches.
 */
export function uploadPicture(file: File, purpose: UploadPurpose): Promise<Upload> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  // Multipart: the contract types no body for it, and `call` sends a FormData as it is.
  return call(uploadImage, { body: form } as never);
}
