import type { FastifyInstance } from 'fastify';
import { migrationsBehind } from '../../db/migrate.js';
import { translate } from '../../i18n/index.js';
import { sendEnvelope } from '../../plugins/envelope.js';

/**
 * The load balancer's and the orchestrator's questions, apart: `live` — is the process able to
 * answer at all (restart it if not); `ready` — should it get traffic: the database answers, holds
 * every migration of this build, and the process is not draining. `/api/health` stays what it was
 * (liveness with a database round trip). Neither touches a session or a rate limit.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health/live', { config: { access: 'public' } }, async (req, reply) =>
    sendEnvelope(reply.header('cache-control', 'no-store'), {
      code: 200,
      message: translate(req.ctx.locale, 'ok'),
      data: { status: 'live', uptimeSeconds: Math.round(process.uptime()) },
    }),
  );

  app.get('/health/ready', { config: { access: 'public' } }, async (req, reply) => {
    const draining = app.lifecycle.draining;
    let database = true;
    let behind = 0;
    try {
      behind = await migrationsBehind(app.db);
    } catch (error) {
      req.log.warn({ err: error }, 'readiness: database unreachable');
      database = false;
    }
    const ready = database && behind === 0 && !draining;
    const data = { status: ready ? 'ready' : 'notReady', database, migrationsBehind: behind, draining };
    reply.header('cache-control', 'no-store');
    if (ready) return sendEnvelope(reply, { code: 200, message: translate(req.ctx.locale, 'ok'), data });
    return sendEnvelope(reply.header('retry-after', '2'), {
      code: 503,
      message: translate(req.ctx.locale, 'unavailable'),
      data,
    });
  });
}
