import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { UPLOAD_KEY, UPLOAD_PURPOSES, type UploadPurpose } from './constants.js';

/**
 * Image uploads (address photos, avatar, transfer receipts, business licences): one pipeline. The
 * body is multipart/form-data with one `file` part and a `purpose` field; the server decodes the
 * content (the name and declared type are not believed), re-encodes it without metadata and
 * answers where it is served. Until an address (or profile, order…) attaches it, an upload lives
 * one day.
 */
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES) satisfies z.ZodType<UploadPurpose>;
/**
 * An upload as a request names it: its key, or the URL the upload answered (with or without the
 * API base and a `?w=&h=` query). Normalised to the key.
 */
export const uploadRefSchema = z
  .string()
  .max(300)
  .transform((v) => /(?:^|\/upload\/file\/)([A-Za-z0-9_-]{22})(?:\?.*)?$/.exec(v.trim())?.[1] ?? '')
  .refine((v) => UPLOAD_KEY.test(v), { params: { messageKey: 'upload.unknown' } });

export const uploadSchema = z.object({
  key: z.string(),
  /** Where it is served (`/api/upload/file/<key>`); append `?w=&h=` for a variant (200×200 by default). */
  url: z.string(),
  contentType: z.enum(['image/webp', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  purpose: uploadPurposeSchema,
});
export type Upload = z.infer<typeof uploadSchema>;

export const uploadImage = endpoint({
  method: 'POST',
  path: '/upload/image',
  access: 'visitor',
  summary:
    'Upload one image (multipart: `purpose`, then `file`). A visitor may upload a business licence (`licence`) only; other purposes need a member. 422 when it is not a JPEG, PNG, WebP or GIF image, too large, or too many pixels',
  tags: ['upload'],
  data: uploadSchema,
});
