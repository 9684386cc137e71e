# The steps CI runs (npm ci, npm run build), then the dev dependencies are dropped; the server
# starts as `npm start` does, and serves that build as it is (it rebuilds only where the build
# tools are installed).
#   docker build -t dmflow .
#   docker run -p 3000:3000 -v dmflow-data:/data dmflow
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# --no-save: prune would rewrite package-lock.json, which would then look newer than the build.
RUN npm run build && npm prune --omit=dev --no-save --no-audit --no-fund

FROM node:24-slim
# glibc's malloc as npm start sets it (app/lib/memory-budget.ts, SERVER_ENVIRONMENT): two arenas
# rather than eight a core, large blocks given back when freed (ADR 0050). Run it with
# `docker run -m 768m`.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# The code stays root's; the server, as `node`, writes only to DATA_DIR.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /robots.txt answers without touching the database: a cheap liveness probe.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/robots.txt').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# `npm start` runs `node server/start.ts`; run it directly so that `docker stop`'s SIGTERM
# reaches the server (npm passes it to its shell, not to the server) and it shuts down cleanly.
# With npm start's node flags (server/launch.test.ts keeps them the same; ADRs 0036 and 0050).
CMD ["node", "--no-memory-reducer", "--liftoff-only", "--max-semi-space-size=8", "--max-old-space-size=256", "server/start.ts"]
