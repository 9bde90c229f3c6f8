# Caretaker in a container (README "Running in production"): built in one stage, the runtime holds only production
# dependencies, the prebuilt UI and the server's sources (run by tsx, a production dependency), as the `node` user.
#   docker build -t caretaker .
#   docker run -p 8080:8080 -v caretaker-data:/data caretaker          (SQLite in the volume)
#   docker compose up                                                   (with PostgreSQL: compose.yaml)
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# pg_dump/pg_restore for `npm run backup` / `restore` on PostgreSQL (Debian 12's client is version 15: it dumps
# servers up to 15, the version compose.yaml runs).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SEED=none
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json tsconfig.json ./
COPY scripts/start.mjs scripts/uiBuild.mjs ./scripts/
COPY server ./server
COPY domain ./domain
COPY schemas ./schemas
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Ready, not merely alive: database reachable, /data writable, migrations current, job worker running.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node, not npm: the stop signal reaches the server directly.
CMD ["node", "scripts/start.mjs"]
