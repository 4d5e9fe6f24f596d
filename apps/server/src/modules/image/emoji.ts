import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';

/**
 * Product pictures from Microsoft's Fluent Emoji (flat style, MIT, installed with npm as
 * `@iconify-json/fluent-emoji-flat`): the emoji of the product centred on a soft tint of its hue.
 * The set is read from node_modules the first time a picture is asked (nothing is downloaded),
 * and a picture is rasterised by sharp at the asked size, as WebP when the browser takes it.
 */
interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
  aliases?: Record<string, { parent: string }>;
}

let set: IconSet | null = null;
function icons(): IconSet {
  if (!set) {
    const path = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
    set = JSON.parse(readFileSync(path, 'utf8')) as IconSet;
  }
  return set;
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether the set has an emoji of this name (own keys only, lower-case words and hyphens). */
export function hasEmoji(name: string): boolean {
  if (!NAME.test(name)) return false;
  const s = icons();
  return Object.hasOwn(s.icons, name) || (!!s.aliases && Object.hasOwn(s.aliases, name));
}

/** An emoji placed at (x, y) with the given side, as a nested SVG; null when the set lacks it. */
function placed(name: string, x: number, y: number, size: number): string | null {
  if (!hasEmoji(name)) return null;
  const s = icons();
  const icon = s.icons[Object.hasOwn(s.icons, name) ? name : s.aliases![name]!.parent];
  if (!icon) return null;
  const box = `${icon.left ?? 0} ${icon.top ?? 0} ${icon.width ?? s.width ?? 16} ${icon.height ?? s.height ?? 16}`;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${box}">${icon.body}</svg>`;
}

/** The picture as SVG: `width` × `height`, the emoji at 64 % of the shorter side on its tint. */
export function emojiSvg(name: string, hue: number, width: number, height: number): string | null {
  const tint = ((Math.round(hue) % 360) + 360) % 360;
  const side = Math.min(width, height);
  const size = Math.round(side * 0.64);
  const emoji = placed(name, (width - size) / 2, (height - size) / 2, size);
  if (!emoji) return null;
  // A light wash of the product's colour, a little lighter at the centre, as on a shop's shelf.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<defs><radialGradient id="bg" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="hsl(${tint} 80% 97%)"/>` +
    `<stop offset="1" stop-color="hsl(${tint} 60% 88%)"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<ellipse cx="${width / 2}" cy="${(height + size) / 2 + side * 0.04}" rx="${size * 0.36}" ry="${side * 0.035}" fill="hsl(${tint} 30% 40%)" opacity=".18"/>` +
    `${emoji}</svg>`
  );
}

/**
 * A home banner's art: a light tint with the emoji of its message on the right; the left ~60 %
 * stays plain and light, for the banner's title that the storefront writes over it in dark text.
 */
export function bannerSvg(names: readonly string[], hue: number, width: number, height: number): string | null {
  const tint = ((Math.round(hue) % 360) + 360) % 360;
  const size = Math.round(Math.min(height * 0.62, width * 0.24));
  const emojis = names.map((n, i) => placed(n, width - size * (1.15 + i * 0.72), height * (i % 2 ? 0.3 : 0.18), size));
  if (!emojis.length || emojis.some((e) => !e)) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${tint} 80% 96%)"/>` +
    `<stop offset="1" stop-color="hsl(${tint} 65% 86%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${width * 0.86}" cy="${height * 0.5}" r="${height * 0.62}" fill="hsl(${tint} 70% 80%)" opacity=".45"/>` +
    `${emojis.reverse().join('')}</svg>`
  );
}

/** SVG → WebP at the SVG's own size (librsvg through sharp). */
export const toWebp = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).webp({ quality: 82, effort: 3 }).toBuffer();

/**
 * SVG → PNG: for link previews (OpenGraph `og:image`), whose readers — chat apps, social sites —
 * take neither SVG nor, in many cases, WebP.
 */
export const toPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** A small bounded cache of rasterised pictures: the same URL is asked again and again. */
export class PictureCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly max = 400) {}
  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await make();
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
