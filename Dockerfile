# syntax=docker/dockerfile:1
# Multi-stage: build the PWA with every dev tool, then run the API (which serves the built PWA)
# with production dependencies only.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY sync/package.json sync/
COPY api/package.json api/
COPY pwa/package.json pwa/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY sync/package.json sync/
COPY api/package.json api/
COPY pwa/package.json pwa/
RUN npm ci --omit=dev --no-audit --no-fund -w @pitchside/api -w @pitchside/shared -w @pitchside/sync
COPY shared/src shared/src
COPY sync/src sync/src
COPY api/src api/src
COPY api/drizzle api/drizzle
COPY --from=build /app/pwa/dist pwa/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "api/src/main.ts"]
