import type { FastifyRequest } from 'fastify';
import { invalidField } from '../../lib/errors.js';
import { UPLOAD_MAX_BYTES } from '@storefront/contract';

/**
 * Reads the `purpose` field and the one `file` part of a multipart request. The file's name and
 * declared type are ignored: only its bytes are judged (by decoding them). Too large is a 422 on
 * the field, not a bare 413, so the form can say it next to the picture.
 */
export async function readUploadedFile(req: FastifyRequest): Promise<{ purpose: string | undefined; file: Buffer }> {
  if (!req.isMultipart()) throw invalidField('body.file', 'upload.noFile');
  let purpose: string | undefined;
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'purpose' && typeof part.value === 'string') purpose = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw invalidField('body.file', 'upload.tooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 });
    }
    throw invalidField('body.file', 'upload.noFile');
  }
  if (!file || file.length === 0) throw invalidField('body.file', 'upload.noFile');
  return { purpose, file };
}
