#!/usr/bin/env bash
# Squashes the migrations into one initial migration. Only for use before the first release: once a
# database has been deployed, add migrations with `npm run db:generate` instead.
#
# Refuses while any migration holds SQL written by hand (a comment, a function, a trigger, a data
# change, or any migration made with `--custom`, known by the journal: its snapshot is the one before
# it): drizzle-kit only regenerates what the schema declares, so squashing would silently drop
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
# A migration made with `drizzle-kit generate --custom` changes no schema: its snapshot in the journal
# is the one before it, whatever its SQL looks like (even a statement the patterns above miss).
if [ -f drizzle/meta/_journal.json ]; then
  while IFS= read -r file; do
    [ -n "$file" ] || continue
    case " ${hand_written[*]-} " in *" $file "*) ;; *) hand_written+=("$file") ;; esac
  done < <(node -e '
    const fs = require("node:fs");
    const { entries } = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8"));
    const schema = (tag) => {
      const file = `drizzle/meta/${tag.split("_")[0]}_snapshot.json`;
      if (!fs.existsSync(file)) return null;
      const { id, prevId, ...rest } = JSON.parse(fs.readFileSync(file, "utf8"));
      return JSON.stringify(rest);
    };
    entries.forEach((e, i) => {
      const now = schema(e.tag);
      if (i > 0 && now !== null && now === schema(entries[i - 1].tag)) console.log(`drizzle/${e.tag}.sql`);
    });
  ')
fi
if [ "${#hand_written[@]}" -gt 0 ]; then
  echo "Not squashing: these migrations hold SQL written by hand, which drizzle-kit would not make again:" >&2
  printf '  api/%s\n' "${hand_written[@]}" >&2
  echo "Move them out of api/drizzle, squash, then add their SQL back after the new initial migration" >&2
  echo "with \`npx drizzle-kit generate --custom --name <name>\` (in api/), one custom migration each." >&2
  exit 1
fi

rm -rf drizzle
npx drizzle-kit generate --name init
