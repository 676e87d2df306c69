#!/usr/bin/env bash
# Squashes the migrations into one initial migration. Only for use before the first release: once a
# database has been deployed, add migrations with `npm run db:generate` instead.
set -euo pipefail
cd "$(dirname "$0")/../api"
rm -rf drizzle
npx drizzle-kit generate --name init
