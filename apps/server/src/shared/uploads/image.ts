// The picture pipeline every upload goes through (the uploads module's files, an order's transfer
// receipt): decoded to prove it is a picture, then re-encoded without its metadata.
import sharp, { type Metadata } from 'sharp';
import { AppError, invalidField } from '../../lib/errors.js';

/** A phone photo is 12–50 MP; anything far beyond is a decompression bomb, refused from its header. */
export const MAX_PIXELS = 60_000_000;
/** Stored originals are at most this wide or high: enough for any phone screen, far less to serve. */
const STORED_EDGE = 2048;
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif']);

const tooManyPixels = (field: string) =>
  invalidField(field, 'upload.tooManyPixels', { megapixels: MAX_PIXELS / 1_000_000 });

export interface Encoded {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

// Decoding limits: sharp refuses to decode more pixels than this, whatever the header claims.
const open = (input: Buffer) => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false });

/**
 * Checks that the bytes are a raster picture by decoding them (the file name and declared type
 * are never believed), then re-encodes to WebP. sharp writes no metadata unless asked, so EXIF
 * (GPS included), XMP and ICC comments are gone; the EXIF orientation is applied first so the
 * picture stays upright without it. SVG is refused: it is a document, not a picture.
 */
export async function reencode(input: Buffer, field = 'body.file'): Promise<Encoded> {
  let meta: Metadata;
  try {
    meta = await open(input).metadata();
  } catch (error) {
    // libvips reads the dimensions from the header and refuses before decoding a single pixel.
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels(field);
    throw invalidField(field, 'upload.notImage');
  }
  if (!meta.format || !DECODABLE.has(meta.format) || !meta.width || !meta.height) {
    throw invalidField(field, 'upload.notImage');
  }
  if (meta.width * meta.height > MAX_PIXELS) throw tooManyPixels(field);
  try {
    const { data, info } = await open(input)
      .rotate()
      .resize({ width: STORED_EDGE, height: STORED_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Truncated or corrupt data that the header did not reveal.
    throw invalidField(field, 'upload.notImage');
  }
}

/** A variant of a stored picture at exactly w×h (cropped to fill), as WebP. */
export const variant = (original: Buffer, w: number, h: number) =>
  sharp(original, { limitInputPixels: MAX_PIXELS })
    .resize({ width: w, height: h, fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
