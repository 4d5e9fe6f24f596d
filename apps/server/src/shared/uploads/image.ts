// The picture pipeline every upload goes through (the uploads module's files, an order's transfer
// receipt): decoded to prove it is a picture (JPEG, PNG, WebP, GIF, AVIF), then re-encoded
// without its metadata.
import sharp, { type Metadata } from 'sharp';
import { ResultCode } from '@storefront/contract';
import { AppError } from '../../lib/errors.js';
import type { MessageKey, MessageParams } from '../../i18n/index.js';

/** A phone photo is 12–50 MP; anything far beyond is a decompression bomb, refused from its header. */
export const MAX_PIXELS = 60_000_000;
/** Stored originals are at most this wide or high: enough for any phone screen, far less to serve. */
const STORED_EDGE = 2048;
/** sharp's formats taken; `heif` is the container of AVIF and HEIC, told apart by `readableHeif`. */
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/**
 * The prebuilt sharp's libheif decodes AV1 (AVIF) but not HEVC (HEIC): it names only `.avif` as
 * an input suffix. A sharp built on a system libvips with HEVC names `.heic` too, and takes both.
 */
const DECODES_HEVC = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;
const readableHeif = (meta: Metadata) => meta.compression === 'av1' || DECODES_HEVC;

/** HEIF brands of HEVC pictures (ISO/IEC 23008-12): an iPhone's photos carry `heic`. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/**
 * Whether the bytes are a HEIC picture, from the `ftyp` box that opens every HEIF file: its major
 * brand or one of its compatible brands names HEVC. Read only to say why a file was refused.
 */
export function isHeic(input: Buffer): boolean {
  if (input.length < 16 || input.toString('latin1', 4, 8) !== 'ftyp') return false;
  const end = Math.min(input.readUInt32BE(0), input.length, 256);
  const brands = [input.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(input.toString('latin1', at, at + 4));
  return brands.some((b) => HEVC_BRANDS.has(b));
}

/**
 * A refused picture: the field's error, as a schema's 422 has it, whose message is also the
 * answer's (not the generic "check your input"), so a client that shows only the answer's message
 * (the console's upload buttons) still says why.
 */
const refused = (path: string, key: MessageKey, params?: MessageParams) =>
  Object.assign(new AppError(ResultCode.invalid, key, params), { field: { path, key, params } });

const tooManyPixels = (field: string) => refused(field, 'upload.tooManyPixels', { megapixels: MAX_PIXELS / 1_000_000 });

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
  // A phone's HEIC photo is a picture this server cannot read: say so, and what to do, rather
  // than call it "not a picture".
  const unreadable = () => refused(field, isHeic(input) ? 'upload.heic' : 'upload.notImage');
  let meta: Metadata;
  try {
    meta = await open(input).metadata();
  } catch (error) {
    // libvips reads the dimensions from the header and refuses before decoding a single pixel.
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels(field);
    throw unreadable();
  }
  if (!meta.format || !DECODABLE.has(meta.format) || !meta.width || !meta.height) throw unreadable();
  if (meta.format === 'heif' && !readableHeif(meta)) throw unreadable();
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
    throw unreadable();
  }
}

/** A variant of a stored picture at exactly w×h (cropped to fill), as WebP. */
export const variant = (original: Buffer, w: number, h: number) =>
  sharp(original, { limitInputPixels: MAX_PIXELS })
    .resize({ width: w, height: h, fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
