# syntax=docker/dockerfile:1
# Every front end (the shell and each microfrontend) as its own static origin on
# packages/static-server, from one recipe: APP names the workspace, SPA is true for the shell
# only (unknown HTML paths get index.html), PORT is the port it listens on (docker-compose.yml
# passes all three). The shell is the public address: pages from here, and /api, /graphql and
# /remotes.json forwarded to the gateway (GATEWAY_URL); a remote answers the shell with CORS.
# Build from the repository root:
#   docker build -f docker/static-origin.Dockerfile \
#     --build-arg APP=mf-groups --build-arg PORT=3102 -t worship/mf-groups .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
ARG PORT
WORKDIR /app
COPY . .
RUN if [ ! -f "$APP/webpack.config.cjs" ] || [ -z "$PORT" ]; then \
      echo "build with --build-arg APP=<shell or mf-name> --build-arg PORT=<port>" >&2; \
      exit 1; \
    fi \
 && npm ci --no-audit --no-fund \
 && npx tsc -b packages/common \
 && npm run build --workspace "$APP"

# The static server's production dependencies only (sirv, http-proxy-middleware).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY . .
RUN npm ci --omit=dev --no-audit --no-fund --workspace packages/static-server

FROM ${NODE_IMAGE} AS runtime
ARG APP
ARG PORT
ARG SPA=false
# packages/static-server/.env.example lists every variable.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT} STATIC_DIR=/app/dist SPA=${SPA}
WORKDIR /app
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/packages/static-server/package.json packages/static-server/
COPY --from=build /app/packages/static-server/src packages/static-server/src
# Source maps stay beside the bundles (404 unless SERVE_SOURCE_MAPS=true).
COPY --from=build /app/${APP}/dist ./dist
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "packages/static-server/src/main.mjs"]
