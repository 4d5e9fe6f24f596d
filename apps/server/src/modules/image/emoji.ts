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

/** The picture as SVG: `width` × `height`, the emoji at 64 % of the shorter side on its tint. */
export function emojiSvg(name: string, hue: number, width: number, height: number): string | null {
  if (!hasEmoji(name)) return null;
  const s = icons();
  const icon = s.icons[Object.hasOwn(s.icons, name) ? name : s.aliases![name]!.parent];
  if (!icon) return null;
  const w = icon.width ?? s.width ?? 16;
  const h = icon.height ?? s.height ?? 16;
  const box = `${icon.left ?? 0} ${icon.top ?? 0} ${w} ${h}`;
  const tint = ((Math.round(hue) % 360) + 360) % 360;
  const side = Math.min(width, height);
  const size = Math.round(side * 0.64);
  // A light wash of the product's colour, a little lighter at the centre, as on a shop's shelf.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<defs><radialGradient id="bg" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="hsl(${tint} 80% 97%)"/>` +
    `<stop offset="1" stop-color="hsl(${tint} 60% 88%)"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<ellipse cx="${width / 2}" cy="${(height + size) / 2 + side * 0.04}" rx="${size * 0.36}" ry="${side * 0.035}" fill="hsl(${tint} 30% 40%)" opacity=".18"/>` +
    `<svg x="${(width - size) / 2}" y="${(height - size) / 2}" width="${size}" height="${size}" viewBox="${box}">${icon.body}</svg></svg>`
  );
}

/** SVG → WebP at the SVG's own size (librsvg through sharp). */
export const toWebp = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).webp({ quality: 82, effort: 3 }).toBuffer();

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
