import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config.js';

/**
 * Headers a proxy, load balancer or CDN adds to what it passes on. A reverse proxy on this machine
 * connects from loopback, so any one of them means the caller is somewhere else. `x-forwarded-*`
 * and `x-original-*` are prefixes (X-Forwarded-For, -Host, -Proto, -Port, X-Original-Forwarded-For…).
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'cf-connecting-ip',
  'cf-ray',
  'true-client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'x-azure-clientip',
  'x-appengine-user-ip',
];
const PROXY_HEADER_PREFIXES = ['x-forwarded-', 'x-original-'];

export function hasProxyHeader(req: FastifyRequest): boolean {
  return Object.keys(req.headers).some(
    (h) => PROXY_HEADERS.includes(h) || PROXY_HEADER_PREFIXES.some((p) => h.startsWith(p)),
  );
}

/** The host name of a Host header, without its port: `[::1]:3000` → `::1`, `localhost:3000` → `localhost`. */
const hostName = (host: string) =>
  host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');

/**
 * Whether a request comes from this machine itself: the TCP peer (never X-Forwarded-For, which a
 * caller writes) is loopback, no header says a proxy passed it on, and it was addressed to a
 * loopback name. The last keeps out a proxy that forwards the public Host, and a web page that
 * rebinds its own domain to 127.0.0.1 to read this server from a visitor's browser.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  if (hasProxyHeader(req)) return false;
  if (!isLoopbackHost(hostName(req.headers.host ?? ''))) return false;
  return isLoopbackHost(req.socket.remoteAddress ?? '');
}
