-- A forfeit (games.forfeit, issue 19) counts in the team and club totals as the age group's forfeit
-- score ([winner, loser], default 3-0), as it does in the tables: the score of a side is its goals,
-- or that score when the game was forfeited. No goal rows are made for it, so player totals are untouched.
CREATE FUNCTION totals_side_score(p_game uuid, p_forfeit side, p_age_group uuid, p_side side) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_forfeit IS NULL THEN
      (SELECT count(*) FROM goals g WHERE g.game_id = p_game AND g.side = p_side AND g.deleted_at IS NULL)::int
    ELSE coalesce(
      (SELECT (ag.forfeit_score ->> (CASE WHEN p_forfeit <> p_side THEN 0 ELSE 1 END))::int FROM age_groups ag WHERE ag.id = p_age_group),
      CASE WHEN p_forfeit <> p_side THEN 3 ELSE 0 END)
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_games_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM totals_apply_results(ARRAY(
      SELECT ROW(n.event_id, n.home_team_id, n.away_team_id,
        totals_side_score(n.id, n.forfeit, n.age_group_id, 'home'),
        totals_side_score(n.id, n.forfeit, n.age_group_id, 'away'), 1)::totals_result_delta
      FROM new_rows n WHERE n.status = 'completed'));
    RETURN NULL;
  END IF;
  -- Most updates only bump a version or set an MVP: nothing the totals read changed.
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.event_id, o.home_team_id, o.away_team_id, o.forfeit)
      IS DISTINCT FROM (n.status, n.event_id, n.home_team_id, n.away_team_id, n.forfeit)
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM totals_apply_results(ARRAY(
    WITH ch AS (
      SELECT o.status AS old_status, o.event_id AS old_event, o.home_team_id AS old_home, o.away_team_id AS old_away,
        n.status AS new_status, n.event_id AS new_event, n.home_team_id AS new_home, n.away_team_id AS new_away,
        totals_side_score(o.id, o.forfeit, o.age_group_id, 'home') AS old_h,
        totals_side_score(o.id, o.forfeit, o.age_group_id, 'away') AS old_a,
        totals_side_score(n.id, n.forfeit, n.age_group_id, 'home') AS h,
        totals_side_score(n.id, n.forfeit, n.age_group_id, 'away') AS a
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'completed' OR n.status = 'completed')
        AND (o.status, o.event_id, o.home_team_id, o.away_team_id, o.forfeit)
          IS DISTINCT FROM (n.status, n.event_id, n.home_team_id, n.away_team_id, n.forfeit)
    )
    SELECT ROW(ch.old_event, ch.old_home, ch.old_away, ch.old_h, ch.old_a, -1)::totals_result_delta FROM ch WHERE ch.old_status = 'completed'
    UNION ALL
    SELECT ROW(ch.new_event, ch.new_home, ch.new_away, ch.h, ch.a, 1)::totals_result_delta FROM ch WHERE ch.new_status = 'completed'
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
  IF OLD.status = 'completed' THEN
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
    FROM games gm WHERE gm.status = 'completed'
  ),
  per AS (SELECT sc.home_team_id AS team, sc.h AS gf, sc.a AS ga FROM sc UNION ALL SELECT sc.away_team_id, sc.a, sc.h FROM sc)
  SELECT t.id, t.team_id, count(per.team)::int,
    count(*) FILTER (WHERE per.gf > per.ga)::int, count(*) FILTER (WHERE per.gf = per.ga)::int, count(*) FILTER (WHERE per.gf < per.ga)::int,
    coalesce(sum(per.gf), 0)::int, coalesce(sum(per.ga), 0)::int
  FROM teams t LEFT JOIN per ON per.team = t.id GROUP BY t.id, t.team_id
$$;
