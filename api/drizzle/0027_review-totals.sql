-- Review (issue 21): a completed game awaiting an organiser's confirmation (games.awaiting_confirmation)
-- counts in no result total until it is confirmed, like a game still being played: team and club
-- totals and the event's completed games read "completed and not awaiting confirmation". Goals and
-- assists keep counting for their players as they are recorded, as they do during a live game.
CREATE OR REPLACE FUNCTION totals_apply_goals(d totals_goal_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(d), 0) = 0 THEN RETURN; END IF;
  -- Writers to one game take turns from here, so each counts the score the other one left.
  PERFORM 1 FROM games WHERE id IN (SELECT x.game_id FROM unnest(d) x) ORDER BY id FOR NO KEY UPDATE;

  INSERT INTO player_totals AS p (user_id, goals, assists)
  SELECT s.uid, sum(s.g)::int, sum(s.a)::int FROM (
    SELECT x.scorer_id AS uid, x.w AS g, 0 AS a FROM unnest(d) x WHERE x.scorer_id IS NOT NULL
    UNION ALL
    SELECT x.assist_id, 0, x.w FROM unnest(d) x WHERE x.assist_id IS NOT NULL
  ) s GROUP BY s.uid HAVING sum(s.g) <> 0 OR sum(s.a) <> 0 ORDER BY s.uid
  ON CONFLICT (user_id) DO UPDATE SET goals = p.goals + excluded.goals, assists = p.assists + excluded.assists;

  -- Goals of a game being deleted are skipped here: its BEFORE DELETE trigger took them out already.
  INSERT INTO player_team_totals AS p (user_id, team_id, goals, assists)
  SELECT s.uid, s.team, sum(s.g)::int, sum(s.a)::int FROM (
    SELECT x.scorer_id AS uid, CASE WHEN x.side = 'home' THEN gm.home_team_id ELSE gm.away_team_id END AS team, x.w AS g, 0 AS a
    FROM unnest(d) x JOIN games gm ON gm.id = x.game_id WHERE x.scorer_id IS NOT NULL
    UNION ALL
    SELECT x.assist_id, CASE WHEN x.side = 'home' THEN gm.home_team_id ELSE gm.away_team_id END, 0, x.w
    FROM unnest(d) x JOIN games gm ON gm.id = x.game_id WHERE x.assist_id IS NOT NULL
  ) s GROUP BY s.uid, s.team HAVING sum(s.g) <> 0 OR sum(s.a) <> 0 ORDER BY s.uid, s.team
  ON CONFLICT (user_id, team_id) DO UPDATE SET goals = p.goals + excluded.goals, assists = p.assists + excluded.assists;

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
  -- A game given other teams moves its scorers' credits with it.
  WITH moved AS (
    SELECT g.scorer_id, g.assist_id,
      CASE WHEN g.side = 'home' THEN o.home_team_id ELSE o.away_team_id END AS old_team,
      CASE WHEN g.side = 'home' THEN n.home_team_id ELSE n.away_team_id END AS new_team
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN goals g ON g.game_id = n.id
    WHERE g.deleted_at IS NULL AND (o.home_team_id, o.away_team_id) IS DISTINCT FROM (n.home_team_id, n.away_team_id)
  ),
  s AS (
    SELECT m.scorer_id AS uid, m.old_team AS team, -1 AS g, 0 AS a FROM moved m WHERE m.scorer_id IS NOT NULL
    UNION ALL SELECT m.scorer_id, m.new_team, 1, 0 FROM moved m WHERE m.scorer_id IS NOT NULL
    UNION ALL SELECT m.assist_id, m.old_team, 0, -1 FROM moved m WHERE m.assist_id IS NOT NULL
    UNION ALL SELECT m.assist_id, m.new_team, 0, 1 FROM moved m WHERE m.assist_id IS NOT NULL
  )
  INSERT INTO player_team_totals AS p (user_id, team_id, goals, assists)
  SELECT s.uid, s.team, sum(s.g)::int, sum(s.a)::int FROM s
  GROUP BY s.uid, s.team HAVING sum(s.g) <> 0 OR sum(s.a) <> 0 ORDER BY s.uid, s.team
  ON CONFLICT (user_id, team_id) DO UPDATE SET goals = p.goals + excluded.goals, assists = p.assists + excluded.assists;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_game_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'completed' AND NOT OLD.awaiting_confirmation THEN
    PERFORM totals_apply_results(ARRAY[ROW(OLD.event_id, OLD.home_team_id, OLD.away_team_id,
      totals_side_score(OLD.id, OLD.forfeit, OLD.age_group_id, 'home'),
      totals_side_score(OLD.id, OLD.forfeit, OLD.age_group_id, 'away'), -1)::totals_result_delta]);
  END IF;
  INSERT INTO player_team_totals AS p (user_id, team_id, goals, assists)
  SELECT s.uid, s.team, sum(s.g)::int, sum(s.a)::int FROM (
    SELECT g.scorer_id AS uid, CASE WHEN g.side = 'home' THEN OLD.home_team_id ELSE OLD.away_team_id END AS team, -1 AS g, 0 AS a
    FROM goals g WHERE g.game_id = OLD.id AND g.deleted_at IS NULL AND g.scorer_id IS NOT NULL
    UNION ALL
    SELECT g.assist_id, CASE WHEN g.side = 'home' THEN OLD.home_team_id ELSE OLD.away_team_id END, 0, -1
    FROM goals g WHERE g.game_id = OLD.id AND g.deleted_at IS NULL AND g.assist_id IS NOT NULL
  ) s GROUP BY s.uid, s.team ORDER BY s.uid, s.team
  ON CONFLICT (user_id, team_id) DO UPDATE SET goals = p.goals + excluded.goals, assists = p.assists + excluded.assists;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_recount_teams() RETURNS TABLE (team_id uuid, club_id uuid, played integer, wins integer, draws integer, losses integer, goals_for integer, goals_against integer)
LANGUAGE sql STABLE AS $$
  WITH sc AS (
    SELECT gm.home_team_id, gm.away_team_id,
      totals_side_score(gm.id, gm.forfeit, gm.age_group_id, 'home') AS h,
      totals_side_score(gm.id, gm.forfeit, gm.age_group_id, 'away') AS a
    FROM games gm WHERE gm.status = 'completed' AND NOT gm.awaiting_confirmation
  ),
  per AS (SELECT sc.home_team_id AS team, sc.h AS gf, sc.a AS ga FROM sc UNION ALL SELECT sc.away_team_id, sc.a, sc.h FROM sc)
  SELECT t.id, t.team_id, count(per.team)::int,
    count(*) FILTER (WHERE per.gf > per.ga)::int, count(*) FILTER (WHERE per.gf = per.ga)::int, count(*) FILTER (WHERE per.gf < per.ga)::int,
    coalesce(sum(per.gf), 0)::int, coalesce(sum(per.ga), 0)::int
  FROM teams t LEFT JOIN per ON per.team = t.id GROUP BY t.id, t.team_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_recount_events() RETURNS TABLE (event_id uuid, kind event_kind, completed_games integer, goals integer) LANGUAGE sql STABLE AS $$
  SELECT e.id, e.kind,
    (SELECT count(*) FROM games gm WHERE gm.event_id = e.id AND gm.status = 'completed' AND NOT gm.awaiting_confirmation)::int,
    (SELECT count(*) FROM goals g WHERE g.event_id = e.id AND g.deleted_at IS NULL)::int
  FROM events e
$$;
