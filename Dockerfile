# The app's production image: one build, run as any number of instances (docs/decisions/0025,
# deploy/compose.yaml). Every instance is the app's own server (server/index.mjs) on port 3000.
#   docker build --build-arg APP_URL=https://tabigacha.example -t tabigacha .
# APP_URL is baked into the pages built ahead (canonical and language links): build once per
# public address. The build does not reach the database: destination pages are rendered on their
# first visit (or the warm-up) and cached from then on (docs/decisions/0014).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# postinstall generates the Prisma client from the schema.
COPY prisma ./prisma
COPY prisma.config.ts ./
COPY scripts ./scripts
RUN npm ci
COPY . .
ARG APP_URL=http://localhost:8080
ENV APP_URL=$APP_URL
RUN NODE_ENV=production npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# The whole tree: the server, the build, and what the one-off `prepare` step runs (tsx, the
# migrations and the catalogue's seed).
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=4s --start-period=120s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/index.mjs"]
