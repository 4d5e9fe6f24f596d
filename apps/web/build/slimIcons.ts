import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/][A-Z]\w*\.js$/;

/** One decimal on a 48-unit view box: at most a twentieth of a unit, a fortieth of a pixel at 24 px. */
const round = (n: string) => String(Number(Number(n).toFixed(1)));

/**
 * antd-mobile-icons draw with the design tool's export as it came: ten-decimal coordinates, an
 * invisible 48×48 rectangle, and an `id` on every group and shape (named after the designer's
 * Chinese layer names, and repeated wherever an icon shows twice, which makes duplicate ids on a
 * page). The icons in a first visit's script were 8 kB gzip of it. This trims each icon
 * module as it is bundled, for the browser and the server alike: the same shapes, drawn the same.
 */
export function slimIcon(code: string): string {
  return code
    .replace(/\bd: "([^"]*)"/g, (_, d: string) => `d: "${d.replace(/-?\d*\.\d+/g, round)}"`)
    .replace(/React\.createElement\("rect", \{\s*id: "[^"]*",\s*fill: "#[0-9A-Fa-f]+",\s*opacity: 0,[^}]*\}\),\s*/g, '')
    .replace(/\bid: "[^"]*",?\s*/g, '')
    .replace(/\/\*#__PURE__\*\/(?=\/\*#__PURE__\*\/)/g, '');
}

export const slimIcons = (): Plugin => ({
  name: 'storefront:slim-icons',
  transform: {
    filter: { id: ICON_MODULE },
    handler: (code) => ({ code: slimIcon(code), map: null }),
  },
});
