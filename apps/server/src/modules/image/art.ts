/**
 * Product pictures drawn from a kind and a hue: small, sharp at any size, generated rather than
 * downloaded (nothing may be fetched at install or run time). Each kind is a simple flat shape on
 * a soft background of the product's colour.
 */
const SHAPES: Record<string, (c: string, d: string) => string> = {
  fruit: (c, d) =>
    `<circle cx="100" cy="112" r="52" fill="${c}"/><path d="M100 60c4-18 18-26 30-26-4 14-14 24-30 26z" fill="#3f8f3a"/><rect x="97" y="48" width="6" height="18" rx="3" fill="${d}"/>`,
  leaf: (c, d) =>
    `<path d="M60 150c0-60 40-100 90-100 0 60-40 100-90 100z" fill="${c}"/><path d="M64 146 140 58" stroke="${d}" stroke-width="5" stroke-linecap="round"/>`,
  bottle: (c, d) =>
    `<rect x="84" y="34" width="32" height="22" rx="6" fill="${d}"/><path d="M76 70q0-14 24-14t24 14v86q0 12-12 12H88q-12 0-12-12z" fill="${c}"/><rect x="76" y="96" width="48" height="30" fill="#fff" opacity=".75"/>`,
  carton: (c, d) =>
    `<path d="M68 70 84 40h32l16 30v96H68z" fill="${c}"/><path d="M68 70h64v20H68z" fill="${d}"/><rect x="80" y="108" width="40" height="34" rx="4" fill="#fff" opacity=".8"/>`,
  cup: (c, d) =>
    `<path d="M64 70h72l-10 90H74z" fill="${c}"/><rect x="60" y="60" width="80" height="14" rx="4" fill="${d}"/><circle cx="100" cy="112" r="14" fill="#fff" opacity=".8"/>`,
  can: (c, d) =>
    `<rect x="70" y="48" width="60" height="112" rx="12" fill="${c}"/><rect x="70" y="48" width="60" height="14" rx="7" fill="${d}"/><rect x="70" y="92" width="60" height="28" fill="#fff" opacity=".75"/>`,
  wine: (c, d) =>
    `<rect x="90" y="26" width="20" height="40" rx="4" fill="${d}"/><path d="M82 84q0-18 18-18t18 18v80H82z" fill="${c}"/><rect x="82" y="108" width="36" height="30" fill="#f7f1e3"/>`,
  bag: (c, d) =>
    `<path d="M62 70h76l8 92H54z" fill="${c}"/><path d="M82 70q0-26 18-26t18 26" stroke="${d}" stroke-width="7" fill="none"/><rect x="78" y="104" width="44" height="30" rx="4" fill="#fff" opacity=".75"/>`,
  box: (c, d) =>
    `<rect x="52" y="64" width="96" height="92" rx="8" fill="${c}"/><path d="M52 84h96" stroke="${d}" stroke-width="10"/><rect x="76" y="106" width="48" height="30" rx="4" fill="#fff" opacity=".75"/>`,
  tube: (c, d) =>
    `<path d="M56 84h96l-14 40H70z" fill="${c}" transform="rotate(-20 100 104)"/><rect x="138" y="62" width="18" height="26" rx="4" fill="${d}" transform="rotate(-20 147 75)"/>`,
  roll: (c, d) =>
    `<rect x="58" y="60" width="84" height="96" rx="10" fill="${c}"/><ellipse cx="100" cy="60" rx="42" ry="12" fill="${d}"/><ellipse cx="100" cy="60" rx="12" ry="4" fill="#fff"/>`,
  shirt: (c, d) =>
    `<path d="M70 52 44 70l14 26 14-8v70h56V88l14 8 14-26-26-18q-10 14-30 14T70 52z" fill="${c}"/><path d="M84 52q16 12 32 0" stroke="${d}" stroke-width="5" fill="none"/>`,
  bowl: (c, d) =>
    `<path d="M46 96h108q-6 60-54 60T46 96z" fill="${c}"/><rect x="40" y="88" width="120" height="12" rx="6" fill="${d}"/>`,
  banner: (c, d) =>
    `<circle cx="150" cy="60" r="60" fill="${d}" opacity=".35"/><circle cx="40" cy="170" r="70" fill="${c}" opacity=".45"/>`,
};

export function artSvg(kind: string, hue: number, width: number, height: number): string | null {
  // Own keys only: a path like /images/__proto__/1.svg must not reach Object's prototype.
  const shape = Object.hasOwn(SHAPES, kind) ? SHAPES[kind] : undefined;
  if (!shape) return null;
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const color = `hsl(${h} 62% 52%)`;
  const dark = `hsl(${h} 45% 32%)`;
  const background = `hsl(${h} 70% 94%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid slice" role="img"><rect width="200" height="200" fill="${background}"/>${shape(color, dark)}</svg>`;
}
