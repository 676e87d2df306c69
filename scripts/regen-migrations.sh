#!/usr/bin/env bash
# Squashes the migrations into one initial migration. Only for use before the first release: once a
# database has been deployed, add migrations with `npm run db:generate` instead.
#
# Refuses while any migration holds SQL written by hand (a comment, a function, a trigger, a data
# change): drizzle-kit only regenerates what the schema declares, so squashing would silently drop
# the totals triggers and the backfills. Such SQL has to be carried into the new migrations first.
set -euo pipefail
cd "$(dirname "$0")/../api"

hand_written=()
for file in drizzle/*.sql; do
  [ -e "$file" ] || continue
  # drizzle-kit writes no comments (only its `--> statement-breakpoint` markers), no functions or
  # triggers, and no statements that change rows.
  if grep -Eqi -e '^[[:space:]]*--([^>]|$)' \
    -e 'CREATE[[:space:]]+(OR[[:space:]]+REPLACE[[:space:]]+)?(FUNCTION|TRIGGER|PROCEDURE|RULE)' \
    -e '^[[:space:]]*(UPDATE|INSERT|DELETE|DO|SELECT|PERFORM)[[:space:]]' "$file"; then
    hand_written+=("$file")
  fi
done
if [ "${#hand_written[@]}" -gt 0 ]; then
  echo "Not squashing: these migrations hold SQL written by hand, which drizzle-kit would not make again:" >&2
  printf '  api/%s\n' "${hand_written[@]}" >&2
  echo "Move them out of api/drizzle, squash, then add their SQL back after the new initial migration" >&2
  echo "with \`npx drizzle-kit generate --custom --name <name>\` (in api/), one custom migration each." >&2
  exit 1
fi

rm -rf drizzle
npx drizzle-kit generate --name init
