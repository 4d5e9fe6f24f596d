import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config.js';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/**
 * Whether a request comes from this machine itself: the TCP peer (never X-Forwarded-For, which a
 * caller writes) is loopback and no header says it was forwarded. A reverse proxy on this machine
 * connects from loopback too, so any forwarding header disqualifies; a proxy that TRUST_PROXY
 * believes sends X-Forwarded-For by definition.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  return isLoopbackHost(req.socket.remoteAddress ?? '');
}
