import { HEADERS, type Locale, TOKEN_HEAD } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localeFromHeader } from '../i18n/index.js';

/** The spec's request headers (§7), parsed once per request. */
export interface RequestContext {
  locale: Locale;
  platform: string | undefined;
  /** Bearer token without its head, if any. */
  token: string | undefined;
  guestToken: string | undefined;
  /** As sent by the client; never trusted for permission (DESIGN.md §4). */
  originalMemberId: string | undefined;
  originalUserName: string | undefined;
  qrCode: string | undefined;
  deviceIdentifier: string | undefined;
  idempotencyKey: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed.slice(0, 512) : undefined;
};

const stripHead = (value: string | undefined) => {
  if (!value) return undefined;
  const bare = value.toLowerCase().startsWith(TOKEN_HEAD.toLowerCase()) ? value.slice(TOKEN_HEAD.length) : value;
  return bare.trim() || undefined;
};

/** Header values must be Latin-1, so the web URL-encodes names that may be Thai or Chinese. */
const decoded = (value: string | undefined) => {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export function contextOf(req: FastifyRequest): RequestContext {
  return {
    locale: localeFromHeader(header(req, HEADERS.acceptLanguage)),
    platform: header(req, HEADERS.platform),
    token: stripHead(header(req, HEADERS.authorization)),
    guestToken: stripHead(header(req, HEADERS.guestAuthorization)),
    originalMemberId: header(req, HEADERS.originalMemberId),
    originalUserName: decoded(header(req, HEADERS.originalUserName)),
    qrCode: header(req, HEADERS.qrCode),
    deviceIdentifier: header(req, HEADERS.deviceIdentifier),
    idempotencyKey: header(req, HEADERS.idempotencyKey),
  };
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (req) => {
    req.ctx = contextOf(req);
  });
});
