# Refined Resin: the production image (decision 014).
# No Docker engine runs on the project's machines; this file runs the same steps that
# CI proves on every run in scripts/prod-smoke.sh (a clean copy of the build, runtime
# dependencies only, `node build/host.js`). Keep the two in step.

# --- build: every dependency, then `npm run build` (prerendered pages, bundled host)
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see DESIGN.md (the lockfile lacks other platforms' binaries).
RUN npm install --no-audit --no-fund
COPY . .
# Canonical URLs, the sitemap and JSON-LD are written at build time.
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=$SITE_URL
RUN npm run build

# --- runtime: the build folder and the runtime dependencies, nothing else
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
# The embedded database (and its nightly backups) live in DATA_DIR; with DATABASE_URL
# set the volume holds only backups.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# 200 only once migrations and start-up tasks are done (decision 013).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Plain node on built JavaScript; SIGTERM drains open requests and exits 0. The young
# generation kept at Node 20's 16 MB: Node 24 sizes it by the machine's memory (decision 036).
# No source maps at run time and two malloc arenas: what `npm start` runs (decision 047).
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=16", "build/host.js"]
