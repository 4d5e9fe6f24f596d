# syntax=docker/dockerfile:1
# The storefront's image: the production build of the API, the storefront and the console, run as
# `npm start` runs it (node on apps/server/dist/server.js, NODE_ENV=production) without the demo
# seed (SEED_DEMO is off on DATABASE_URL in production unless set) and as a non-root user.
# docs/deploy.md: variables, release steps, keeping the previous build's assets.

ARG NODE_IMAGE=node:22-bookworm-slim

# The workspaces' manifests: what npm ci needs, so the install layer is reused until they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/contract/package.json packages/contract/

# Every dependency, and the builds.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The previous release's hashed assets (deploy/keep-assets.sh puts them here), beside the new ones:
# a page loaded before the deploy still finds its scripts on a new node. Never overwrites (-n):
# a hashed name always holds the same bytes.
RUN mkdir -p deploy/previous-assets/web deploy/previous-assets/console \
 && cp -rn deploy/previous-assets/web/. apps/web/dist/assets/ \
 && cp -rn deploy/previous-assets/console/. apps/console/dist/assets/ \
 && find apps/web/dist/assets apps/console/dist/assets -name '.gitkeep' -delete

# Production dependencies only (the server bundle leaves npm packages external).
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist \
    CONSOLE_DIST_DIR=/app/apps/console/dist
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/package.json package.json
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/package.json apps/web/package.json
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/console/dist apps/console/dist
# The embedded database and local uploads (a single node without DATABASE_URL) live in /data.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The orchestrator's liveness question; the load balancer asks /api/health/ready itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `npm start`'s flags (scripts/start.mjs). SIGTERM drains for SHUTDOWN_DRAIN_SECONDS, then closes:
# give the container a stop timeout above that plus ten seconds.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "apps/server/dist/server.js"]
