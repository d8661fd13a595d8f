# syntax=docker/dockerfile:1
# appointment-svc: a service on the NATS bus; it listens on no port of its own besides the ops port.
# Build from the repository root (the context is the whole monorepo; .dockerignore keeps it small):
#   docker build --platform linux/amd64 -f docker/appointment-svc.Dockerfile \
#     -t registry.example.com/vitalsync/appointment-svc:1.0.0 .

# Build: every dependency, dev tools included, then the appointment-svc bundle (its drizzle migrations ship
# inside it).
FROM node:20.20-bookworm-slim AS build
WORKDIR /src
ENV NX_DAEMON=false NX_NO_CLOUD=true SCARF_ANALYTICS=false
# Manifests first, so the dependency layer is reused until the lockfile changes; npm checks every workspace
# against the lockfile, hence each lib's package.json.
COPY package.json package-lock.json ./
COPY libs/backend/package.json libs/backend/
COPY libs/bus/package.json libs/bus/
COPY libs/config/package.json libs/config/
COPY libs/contracts/package.json libs/contracts/
COPY libs/db/package.json libs/db/
COPY libs/service-runtime/package.json libs/service-runtime/
COPY libs/shared/package.json libs/shared/
COPY libs/storage/package.json libs/storage/
COPY libs/testing/package.json libs/testing/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p appointment-svc

# Production dependencies only: the bundle keeps third-party packages external and loads them from
# node_modules. Install scripts are skipped: the runtime packages need none (the two that have one check a
# version and send telemetry). The workspace links go too: the bundle carries the libs' code itself.
FROM node:20.20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/backend/package.json libs/backend/
COPY libs/bus/package.json libs/bus/
COPY libs/config/package.json libs/config/
COPY libs/contracts/package.json libs/contracts/
COPY libs/db/package.json libs/db/
COPY libs/service-runtime/package.json libs/service-runtime/
COPY libs/shared/package.json libs/shared/
COPY libs/storage/package.json libs/storage/
COPY libs/testing/package.json libs/testing/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && rm -rf node_modules/@vitalsync

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production OPS_PORT=9400 DATA_DIR=/tmp/vitalsync
WORKDIR /app
# Owned by root and not writable by the app's user: the running process cannot change its own code.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /src/dist/apps/appointment-svc ./dist/apps/appointment-svc
# Read-only root filesystem: with a DATABASE_URL (as in k8s/) the service writes nothing; without one it opens
# the embedded PGlite under DATA_DIR, which must then be writable (and would not survive the container).
USER 1000:1000
EXPOSE 9400
# The ops port's liveness answer, by node's own fetch (the slim image has no curl); --timeout ends a hung one.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.OPS_PORT + '/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/apps/appointment-svc/main.js"]
