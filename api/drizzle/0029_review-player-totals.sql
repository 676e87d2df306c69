-- Review (issue 21), for players: goals, assists and saves of a game awaiting an organiser's
-- confirmation count for no player (player_totals, player_team_totals: the scorer, assist and saves
-- leaderboards and careers) until it is confirmed, and a scorer's later edit takes them out again.
-- A game counts for its players when it is not awaiting confirmation (a game being played counts
-- its goals as they are recorded). The event's goal count and the results are as 0027 left them.
-- A player's credits changing by goals, assists and saves, on one team row (team_id) or on the player
-- alone (team_id null: saves, which have no side).
CREATE TYPE "totals_credit_delta" AS ("user_id" uuid, "team_id" uuid, "goals" integer, "assists" integer, "saves" integer);
--> statement-breakpoint
-- Player rows, then player-team rows, each upserted in key order (the fixed lock order, 0017).
CREATE FUNCTION totals_apply_credits(d totals_credit_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(d), 0) = 0 THEN RETURN; END IF;
  INSERT INTO player_totals AS p (user_id, goals, assists, saves)
  SELECT x.user_id, sum(x.goals)::int, sum(x.assists)::int, sum(x.saves)::int FROM unnest(d) x
  GROUP BY x.user_id HAVING sum(x.goals) <> 0 OR sum(x.assists) <> 0 OR sum(x.saves) <> 0 ORDER BY x.user_id
  ON CONFLICT (user_id) DO UPDATE
    SET goals = p.goals + excluded.goals, assists = p.assists + excluded.assists, saves = p.saves + excluded.saves;

  INSERT INTO player_team_totals AS p (user_id, team_id, goals, assists)
  SELECT x.user_id, x.team_id, sum(x.goals)::int, sum(x.assists)::int FROM unnest(d) x WHERE x.team_id IS NOT NULL
  GROUP BY x.user_id, x.team_id HAVING sum(x.goals) <> 0 OR sum(x.assists) <> 0 ORDER BY x.user_id, x.team_id
  ON CONFLICT (user_id, team_id) DO UPDATE SET goals = p.goals + excluded.goals, assists = p.assists + excluded.assists;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_apply_goals(d totals_goal_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(d), 0) = 0 THEN RETURN; END IF;
  -- Writers to one game take turns from here, so each counts the score the other one left, and a
  -- confirmation of the game counts the goals this one leaves (or this one sees it confirmed).
  PERFORM 1 FROM games WHERE id IN (SELECT x.game_id FROM unnest(d) x) ORDER BY id FOR NO KEY UPDATE;

  -- Only goals of games counting for their players; goals of a game being deleted are skipped too
  -- (its row is gone): its BEFORE DELETE trigger took them out already.
  PERFORM totals_apply_credits(ARRAY(
    SELECT ROW(x.scorer_id, CASE WHEN x.side = 'home' THEN gm.home_team_id ELSE gm.away_team_id END, x.w, 0, 0)::totals_credit_delta
    FROM unnest(d) x JOIN games gm ON gm.id = x.game_id WHERE x.scorer_id IS NOT NULL AND NOT gm.awaiting_confirmation
    UNION ALL
    SELECT ROW(x.assist_id, CASE WHEN x.side = 'home' THEN gm.home_team_id ELSE gm.away_team_id END, 0, x.w, 0)::totals_credit_delta
    FROM unnest(d) x JOIN games gm ON gm.id = x.game_id WHERE x.assist_id IS NOT NULL AND NOT gm.awaiting_confirmation));

  PERFORM 1 FROM event_totals e WHERE e.event_id IN (SELECT x.event_id FROM unnest(d) x) ORDER BY e.event_id FOR UPDATE;
  UPDATE event_totals e SET goals = e.goals + s.n
  FROM (SELECT x.event_id, sum(x.w)::int AS n FROM unnest(d) x GROUP BY x.event_id) s
  WHERE e.event_id = s.event_id AND s.n <> 0;

  PERFORM totals_apply_results(ARRAY(
    WITH ch AS (
      SELECT x.game_id,
        coalesce(sum(x.w) FILTER (WHERE x.side = 'home'), 0)::int AS dh,
        coalesce(sum(x.w) FILTER (WHERE x.side = 'away'), 0)::int AS da
      FROM unnest(d) x GROUP BY x.game_id
    ),
    cur AS (
      SELECT gm.event_id, gm.home_team_id, gm.away_team_id, ch.dh, ch.da,
        (SELECT count(*) FROM goals g WHERE g.game_id = gm.id AND g.side = 'home' AND g.deleted_at IS NULL)::int AS h,
        (SELECT count(*) FROM goals g WHERE g.game_id = gm.id AND g.side = 'away' AND g.deleted_at IS NULL)::int AS a
      FROM ch JOIN games gm ON gm.id = ch.game_id
      WHERE gm.status = 'completed' AND NOT gm.awaiting_confirmation AND (ch.dh <> 0 OR ch.da <> 0)
    )
    SELECT ROW(cur.event_id, cur.home_team_id, cur.away_team_id, cur.h, cur.a, 1)::totals_result_delta FROM cur
    UNION ALL
    SELECT ROW(cur.event_id, cur.home_team_id, cur.away_team_id, cur.h - cur.dh, cur.a - cur.da, -1)::totals_result_delta FROM cur
  ));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_games_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM totals_apply_results(ARRAY(
      SELECT ROW(n.event_id, n.home_team_id, n.away_team_id,
        totals_side_score(n.id, n.forfeit, n.age_group_id, 'home'),
        totals_side_score(n.id, n.forfeit, n.age_group_id, 'away'), 1)::totals_result_delta
      FROM new_rows n WHERE n.status = 'completed' AND NOT n.awaiting_confirmation));
    RETURN NULL;
  END IF;
  -- Most updates only bump a version or set an MVP: nothing the totals read changed (a confirmation does).
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.awaiting_confirmation, o.event_id, o.home_team_id, o.away_team_id, o.forfeit)
      IS DISTINCT FROM (n.status, n.awaiting_confirmation, n.event_id, n.home_team_id, n.away_team_id, n.forfeit)
  ) THEN
    RETURN NULL;
  END IF;
  -- Players' credits first (the order totals_apply_goals locks in): a game leaves them as it was, if
  -- it counted for its players, and enters them as it is now, if it does. So a confirmation brings
  -- its live goals, assists and saves in, a scorer's edit awaiting confirmation takes them out, and a
  -- game given other teams moves its scorers' credits with it.
  PERFORM totals_apply_credits(ARRAY(
    WITH ch AS (
      SELECT n.id, NOT o.awaiting_confirmation AS old_counts, NOT n.awaiting_confirmation AS new_counts,
        o.home_team_id AS old_home, o.away_team_id AS old_away, n.home_team_id AS new_home, n.away_team_id AS new_away
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (NOT o.awaiting_confirmation OR NOT n.awaiting_confirmation)
        AND (o.awaiting_confirmation, o.home_team_id, o.away_team_id)
          IS DISTINCT FROM (n.awaiting_confirmation, n.home_team_id, n.away_team_id)
    ),
    cr AS (
      SELECT g.scorer_id, g.assist_id, CASE WHEN g.side = 'home' THEN ch.old_home ELSE ch.old_away END AS team, -1 AS w
      FROM ch JOIN goals g ON g.game_id = ch.id WHERE ch.old_counts AND g.deleted_at IS NULL
      UNION ALL
      SELECT g.scorer_id, g.assist_id, CASE WHEN g.side = 'home' THEN ch.new_home ELSE ch.new_away END, 1
      FROM ch JOIN goals g ON g.game_id = ch.id WHERE ch.new_counts AND g.deleted_at IS NULL
    )
    SELECT ROW(cr.scorer_id, cr.team, cr.w, 0, 0)::totals_credit_delta FROM cr WHERE cr.scorer_id IS NOT NULL
    UNION ALL
    SELECT ROW(cr.assist_id, cr.team, 0, cr.w, 0)::totals_credit_delta FROM cr WHERE cr.assist_id IS NOT NULL
    UNION ALL
    SELECT ROW(k.player_id, NULL, 0, 0, CASE WHEN ch.new_counts THEN k.saves ELSE -k.saves END)::totals_credit_delta
    FROM ch JOIN goalkeeper_saves k ON k.game_id = ch.id WHERE ch.old_counts <> ch.new_counts
  ));
  PERFORM totals_apply_results(ARRAY(
    WITH ch AS (
      SELECT o.status = 'completed' AND NOT o.awaiting_confirmation AS old_counts, o.event_id AS old_event, o.home_team_id AS old_home, o.away_team_id AS old_away,
        n.status = 'completed' AND NOT n.awaiting_confirmation AS new_counts, n.event_id AS new_event, n.home_team_id AS new_home, n.away_team_id AS new_away,
        totals_side_score(o.id, o.forfeit, o.age_group_id, 'home') AS old_h,
        totals_side_score(o.id, o.forfeit, o.age_group_id, 'away') AS old_a,
        totals_side_score(n.id, n.forfeit, n.age_group_id, 'home') AS h,
        totals_side_score(n.id, n.forfeit, n.age_group_id, 'away') AS a
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE ((o.status = 'completed' AND NOT o.awaiting_confirmation) OR (n.status = 'completed' AND NOT n.awaiting_confirmation))
        AND (o.status, o.awaiting_confirmation, o.event_id, o.home_team_id, o.away_team_id, o.forfeit)
          IS DISTINCT FROM (n.status, n.awaiting_confirmation, n.event_id, n.home_team_id, n.away_team_id, n.forfeit)
    )
    SELECT ROW(ch.old_event, ch.old_home, ch.old_away, ch.old_h, ch.old_a, -1)::totals_result_delta FROM ch WHERE ch.old_counts
    UNION ALL
    SELECT ROW(ch.new_event, ch.new_home, ch.new_away, ch.h, ch.a, 1)::totals_result_delta FROM ch WHERE ch.new_counts
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before a game is deleted, while its goals and saves are still there: its scorers' and keepers'
-- credits go (if it counted for them), then its result. The goals and saves then deleted with it
-- change no player total (their game is gone).
CREATE OR REPLACE FUNCTION totals_game_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.awaiting_confirmation THEN
    PERFORM totals_apply_credits(ARRAY(
      SELECT ROW(g.scorer_id, CASE WHEN g.side = 'home' THEN OLD.home_team_id ELSE OLD.away_team_id END, -1, 0, 0)::totals_credit_delta
      FROM goals g WHERE g.game_id = OLD.id AND g.deleted_at IS NULL AND g.scorer_id IS NOT NULL
      UNION ALL
      SELECT ROW(g.assist_id, CASE WHEN g.side = 'home' THEN OLD.home_team_id ELSE OLD.away_team_id END, 0, -1, 0)::totals_credit_delta
      FROM goals g WHERE g.game_id = OLD.id AND g.deleted_at IS NULL AND g.assist_id IS NOT NULL
      UNION ALL
      SELECT ROW(k.player_id, NULL, 0, 0, -k.saves)::totals_credit_delta FROM goalkeeper_saves k WHERE k.game_id = OLD.id));
  END IF;
  IF OLD.status = 'completed' AND NOT OLD.awaiting_confirmation THEN
    PERFORM totals_apply_results(ARRAY[ROW(OLD.event_id, OLD.home_team_id, OLD.away_team_id,
      totals_side_score(OLD.id, OLD.forfeit, OLD.age_group_id, 'home'),
      totals_side_score(OLD.id, OLD.forfeit, OLD.age_group_id, 'away'), -1)::totals_result_delta]);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Saves: a keeper's total moves by the difference, for games counting for their players. Like a
-- goal, a save sheet takes its turn with a confirmation of its game, so neither misses the other.
CREATE OR REPLACE FUNCTION totals_saves_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM games WHERE id IN (SELECT n.game_id FROM new_rows n UNION SELECT o.game_id FROM old_rows o) ORDER BY id FOR NO KEY UPDATE;
  PERFORM totals_apply_credits(ARRAY(
    SELECT ROW(x.player_id, NULL, 0, 0, x.s)::totals_credit_delta FROM (
      SELECT n.game_id, n.player_id, n.saves AS s FROM new_rows n UNION ALL SELECT o.game_id, o.player_id, -o.saves FROM old_rows o
    ) x JOIN games gm ON gm.id = x.game_id WHERE NOT gm.awaiting_confirmation));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_saves_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM games WHERE id IN (SELECT n.game_id FROM new_rows n) ORDER BY id FOR NO KEY UPDATE;
  PERFORM totals_apply_credits(ARRAY(
    SELECT ROW(n.player_id, NULL, 0, 0, n.saves)::totals_credit_delta
    FROM new_rows n JOIN games gm ON gm.id = n.game_id WHERE NOT gm.awaiting_confirmation));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Saves deleted with their game were taken out by its BEFORE DELETE trigger (the join finds no game).
CREATE OR REPLACE FUNCTION totals_saves_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM games WHERE id IN (SELECT o.game_id FROM old_rows o) ORDER BY id FOR NO KEY UPDATE;
  PERFORM totals_apply_credits(ARRAY(
    SELECT ROW(o.player_id, NULL, 0, 0, -o.saves)::totals_credit_delta
    FROM old_rows o JOIN games gm ON gm.id = o.game_id WHERE NOT gm.awaiting_confirmation));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_recount_players() RETURNS TABLE (user_id uuid, goals integer, assists integer, saves integer) LANGUAGE sql STABLE AS $$
  SELECT x.uid, sum(x.g)::int, sum(x.a)::int, sum(x.s)::int FROM (
    SELECT g.scorer_id AS uid, 1 AS g, 0 AS a, 0 AS s
    FROM goals g JOIN games gm ON gm.id = g.game_id WHERE g.deleted_at IS NULL AND g.scorer_id IS NOT NULL AND NOT gm.awaiting_confirmation
    UNION ALL SELECT g.assist_id, 0, 1, 0
    FROM goals g JOIN games gm ON gm.id = g.game_id WHERE g.deleted_at IS NULL AND g.assist_id IS NOT NULL AND NOT gm.awaiting_confirmation
    UNION ALL SELECT k.player_id, 0, 0, k.saves
    FROM goalkeeper_saves k JOIN games gm ON gm.id = k.game_id WHERE NOT gm.awaiting_confirmation
  ) x GROUP BY x.uid HAVING sum(x.g) <> 0 OR sum(x.a) <> 0 OR sum(x.s) <> 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_recount_player_teams() RETURNS TABLE (user_id uuid, team_id uuid, goals integer, assists integer) LANGUAGE sql STABLE AS $$
  SELECT x.uid, x.team, sum(x.g)::int, sum(x.a)::int FROM (
    SELECT g.scorer_id AS uid, CASE WHEN g.side = 'home' THEN gm.home_team_id ELSE gm.away_team_id END AS team, 1 AS g, 0 AS a
    FROM goals g JOIN games gm ON gm.id = g.game_id WHERE g.deleted_at IS NULL AND g.scorer_id IS NOT NULL AND NOT gm.awaiting_confirmation
    UNION ALL
    SELECT g.assist_id, CASE WHEN g.side = 'home' THEN gm.home_team_id ELSE gm.away_team_id END, 0, 1
    FROM goals g JOIN games gm ON gm.id = g.game_id WHERE g.deleted_at IS NULL AND g.assist_id IS NOT NULL AND NOT gm.awaiting_confirmation
  ) x GROUP BY x.uid, x.team
$$;
--> statement-breakpoint
SELECT totals_rebuild();
