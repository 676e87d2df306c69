# syntax=docker/dockerfile:1
# Multi-stage: build the PWA and compile the API with every dev tool, then run the compiled API
# (which serves the built PWA) on Node 22 LTS with production dependencies only.
# e2e/runtime-image.e2e.ts replays the runtime stage below without Docker: keep its steps simple.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY sync/package.json sync/
COPY api/package.json api/
COPY pwa/package.json pwa/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# A font with Latin and Arabic letters for the names drawn on link-preview images (the slim image has none).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY sync/package.json sync/
COPY api/package.json api/
COPY pwa/package.json pwa/
RUN npm ci --omit=dev --no-audit --no-fund -w @pitchside/api -w @pitchside/shared -w @pitchside/sync
COPY api/drizzle api/drizzle
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/pwa/dist pwa/dist
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/bundle/main.js"]
