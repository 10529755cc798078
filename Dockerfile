# syntax=docker/dockerfile:1
# Production image (issue #8, docs/operations.md): the compiled API and the built web app on
# Node 22, without dev dependencies, as an unprivileged user; `node` is PID 1's only child
# of interest, so SIGTERM reaches the server, which drains within SHUTDOWN_TIMEOUT_SECONDS.

# 1. Build: every dependency, then `npm run build` (API bundle + web app, precompressed).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Runtime dependencies only.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Runtime: node on the bundle; the domain package is inside it.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    APP_ENV=prod \
    SEED_DEMO=false \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/assets ./apps/api/assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
# PGlite's data (when DATABASE_URL is unset) and the generated session secret live here.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
