-- Every game belongs to one stage. Existing games: a game linked to a knockout slot is a knockout
-- game; a game tagged with a group, or played between two teams of one group under a round that is
-- not a knockout round, is that group's game; a game of a League age group (or League event) is a
-- league game; anything else stays a friendly, counted in no table.
UPDATE "games" g SET "stage" = 'knockout' FROM "knockout_fixtures" k WHERE k."game_id" = g."id";--> statement-breakpoint
UPDATE "games" SET "stage" = 'group' WHERE "stage" = 'friendly' AND "group_id" IS NOT NULL;--> statement-breakpoint
UPDATE "games" g SET "stage" = 'group', "group_id" = sub."group_id"
FROM (
  SELECT g2."id", min(hg."group_id"::text)::uuid AS "group_id"
  FROM "games" g2
  JOIN "group_teams" hg ON hg."team_id" = g2."home_team_id"
  JOIN "group_teams" ag ON ag."team_id" = g2."away_team_id" AND ag."group_id" = hg."group_id"
  WHERE g2."stage" = 'friendly' AND g2."group_id" IS NULL
    AND g2."round" !~* '(final|round of|third|quarter|semi|^r[0-9]+$|^(qf|sf|f)$)'
  GROUP BY g2."id"
) sub
WHERE sub."id" = g."id";--> statement-breakpoint
UPDATE "games" g SET "stage" = 'league' FROM "age_groups" a
WHERE g."stage" = 'friendly' AND g."age_group_id" = a."id" AND a."stage_type" = 'League';--> statement-breakpoint
UPDATE "games" g SET "stage" = 'league' FROM "events" e
WHERE g."stage" = 'friendly' AND g."age_group_id" IS NULL AND g."event_id" = e."id" AND e."stage_type" = 'League';
