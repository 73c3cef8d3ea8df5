# syntax=docker/dockerfile:1
# One image for every Node process of SimBiz: the eight services and the gateway (which also serves
# the built web UI from dist/web). The process is chosen by the command, e.g.
#   docker run simbiz dist/run/services/worlds/src/main.cjs
#   docker run simbiz                                  # the gateway (the default command)
# Entry points are bundled at build time with the same esbuild options as scripts/run-ts.mjs
# (workspace imports inlined, npm packages external), so nothing is compiled when a pod starts and
# the root filesystem can stay read-only.

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the files npm ci reads: every package.json, the lockfile and .npmrc. Source changes leave
# this stage's output unchanged, so the install layers below stay cached.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete \
 && find . -type d -empty -delete

# The workspace's npm (the lockfile's install-script policy in .npmrc needs npm 11).
FROM ${NODE_IMAGE} AS npm
RUN npm install -g npm@11.19.1 --no-audit --no-fund --loglevel=error

# Everything, for building.
FROM npm AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund --loglevel=error

# Only what runs in production.
FROM npm AS prod-deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=error

FROM deps AS build
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
COPY . .
# The browser application: the shell and every micro-frontend (as scripts/start.sh builds them).
RUN npx nx run-many -t build -p shell 'mfe-*' --outputStyle=static
# The Node processes: dist/run/<entry path>.cjs for gateway/src/main.ts and services/*/src/main.ts.
RUN npx esbuild gateway/src/main.ts services/*/src/main.ts \
      --bundle --platform=node --target=node20 --format=cjs --packages=external \
      --tsconfig=tsconfig.base.json --sourcemap --outbase=. --out-extension:.js=.cjs \
      --outdir=dist/run --log-level=warning

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    WEB_ROOT=/app/dist/web
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/run ./dist/run
USER node
# 8080: the gateway's HTTP; 9464: every process's health and metrics (/healthz, /readyz, /metrics).
EXPOSE 8080 9464
ENTRYPOINT ["node", "--enable-source-maps"]
CMD ["dist/run/gateway/src/main.cjs"]
