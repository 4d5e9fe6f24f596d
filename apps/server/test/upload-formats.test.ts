import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHeic } from '../src/shared/uploads/image.js';
import { createTestApp } from './support/app.js';
import { bearer, DEMO, loginByPassword } from './support/auth.js';
import { uploadFile } from './support/upload.js';

let app: FastifyInstance;
let staff: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  staff = bearer(await loginByPassword(app, DEMO.catalogue.phone, DEMO.catalogue.password));
});
afterAll(() => app?.close());

/** The `ftyp` box an iPhone's photo opens with, then the start of its `meta` box: how a HEIC file begins. */
const heicHeader = () => {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  const meta = Buffer.alloc(64);
  meta.writeUInt32BE(64, 0);
  meta.write('meta', 4, 'latin1');
  return Buffer.concat([ftyp, meta]);
};

const product = (file: Buffer, name: string, type: string, locale: string) =>
  uploadFile(app, { ...staff, 'accept-language': locale }, file, name, type, 'product');

describe('the formats a product photo is taken in', () => {
  it('takes an AVIF photo and stores it re-encoded as WebP', async () => {
    const avif = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c84' } })
      .avif()
      .toBuffer();
    const res = await product(avif, 'mango.avif', 'image/avif', 'en-US');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ contentType: 'image/webp', width: 120, height: 80 });
  });

  it("refuses a HEIC photo with a message in the staff member's language that says to export it as JPEG", async () => {
    const english = await product(heicHeader(), 'IMG_0001.HEIC', 'image/heic', 'en-US');
    expect(english.status).toBe(422);
    // The answer's message (what the console shows) and its field's say the same.
    expect(english.body.message).toBe(
      'This photo is in HEIC format, which cannot be read here; please export it as JPEG and upload it again',
    );
    expect(english.body.data.fields).toEqual([
      {
        path: 'body.file',
        message:
          'This photo is in HEIC format, which cannot be read here; please export it as JPEG and upload it again',
      },
    ]);
    const thai = await product(heicHeader(), 'IMG_0001.HEIC', 'image/heic', 'th-TH');
    expect(thai.status).toBe(422);
    expect(thai.body.data.fields[0].message).toBe('รูปนี้เป็นรูปแบบ HEIC ซึ่งอ่านที่นี่ไม่ได้ กรุณาส่งออกเป็น JPEG แล้วอัปโหลดอีกครั้ง');
    // Named as a JPEG, it is still told apart by its bytes.
    const renamed = await product(heicHeader(), 'photo.jpg', 'image/jpeg', 'en-US');
    expect(renamed.body.data.fields[0].message).toMatch(/HEIC/);
  });

  it('tells a HEIC file by the brands of its ftyp box, not an AVIF or any other file', async () => {
    expect(isHeic(heicHeader())).toBe(true);
    const mif1First = heicHeader();
    mif1First.write('mif1', 8, 'latin1');
    expect(isHeic(mif1First)).toBe(true);
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .avif()
      .toBuffer();
    expect(isHeic(avif)).toBe(false);
    expect(isHeic(Buffer.from('<html>ftypheic</html>'))).toBe(false);
    expect(isHeic(Buffer.alloc(0))).toBe(false);
  });

  it('still calls a file that is no picture at all "not a picture", naming the formats taken', async () => {
    const res = await product(Buffer.from('just some text, not a picture'), 'notes.jpg', 'image/jpeg', 'en-US');
    expect(res.status).toBe(422);
    expect(res.body.data.fields[0].message).toBe(
      'This file is not a picture; please choose a JPEG, PNG, WebP, AVIF or GIF photo',
    );
  });
});
