import { z } from 'zod';
import type { Base, Findings } from './base.js';

export const httpEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: all interfaces in production; this machine only in development and tests. */
  HOST: z.string().min(1).optional(),
  /**
   * How many proxies in front of us to believe in X-Forwarded-For (rate limits are per client IP).
   * Unset: trust none, so a caller cannot pick their own IP by sending the header.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * How long a whole request (headers and body) may take to arrive: a slow client (or a slowloris
   * sending a byte now and then) loses its socket then, with a 408. 60 s lets a 10 MB photo come
   * at 1.5 Mbit/s. Headers alone get HEADERS_TIMEOUT_MS.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  /** Built storefront served beside the API; unset in tests that only need the API. */
  WEB_DIST_DIR: z.string().optional(),
  /** Built staff console served under /console (apps/console/dist); unset: no console. */
  CONSOLE_DIST_DIR: z.string().optional(),
  /**
   * Map tiles of AddAddress's "modify location" ({z}/{x}/{y}, https). OpenStreetMap's by default;
   * a shop with heavy traffic points it at its own tile server or provider (OSM's tile policy).
   * `off` shows no map: the address is placed by the phone's position or typed coordinates. Its
   * origin is added to the CSP's img-src.
   */
  MAP_TILE_URL: z
    .union([
      z.literal('off'),
      z
        .url({ protocol: /^https$/ })
        .refine((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'needs {z}, {x} and {y}'),
    ])
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
});

export interface HttpConfig {
  port: number;
  host: string;
  /** Whether HOST is this machine only (loopback). */
  hostIsLocal: boolean;
  trustProxyHops: number;
  /** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS (never above the first). */
  timeouts: { requestMs: number; headersMs: number };
  webDistDir: string | undefined;
  consoleDistDir: string | undefined;
  /** Map tiles for AddAddress (MAP_TILE_URL); null: no map. */
  mapTileUrl: string | null;
}

/** How the server listens and what it serves beside the API. */
export function readHttp(e: z.infer<typeof httpEnv>, base: Base, found: Findings): HttpConfig {
  const host = e.HOST ?? (base.production ? '0.0.0.0' : '127.0.0.1');
  const hostIsLocal = isLoopbackHost(host);
  if (!base.production && !hostIsLocal) {
    found.warnings.push(`NODE_ENV=${base.env} listening on ${host}: development mode is reachable from other machines`);
  }
  return {
    port: e.PORT,
    host,
    hostIsLocal,
    trustProxyHops: e.TRUST_PROXY,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS) },
    webDistDir: e.WEB_DIST_DIR ? base.fromStart(e.WEB_DIST_DIR) : undefined,
    consoleDistDir: e.CONSOLE_DIST_DIR ? base.fromStart(e.CONSOLE_DIST_DIR) : undefined,
    mapTileUrl: e.MAP_TILE_URL === 'off' ? null : e.MAP_TILE_URL,
  };
}

/** 127.0.0.0/8, ::1 and localhost: an address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(h);
}
