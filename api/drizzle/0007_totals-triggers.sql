-- Totals kept current by triggers (api/src/db/schema/totals.ts): every write path (sync push, REST,
-- demo loader, admin edits, deletions that cascade) updates them in its own transaction. Statement
-- triggers read the rows a statement changed (transition tables) as +1 for the rows as they are now
-- and -1 for the rows as they were, so a multi-row insert costs one trigger run, not one per row.
CREATE TYPE "totals_goal_delta" AS ("game_id" uuid, "event_id" uuid, "side" "side", "scorer_id" uuid, "assist_id" uuid, "w" integer);
--> statement-breakpoint
CREATE TYPE "totals_result_delta" AS ("event_id" uuid, "home_team" uuid, "away_team" uuid, "h" integer, "a" integer, "w" integer);
--> statement-breakpoint
CREATE TYPE "totals_club_delta" AS ("club_id" uuid, "team_rows" integer, "wins" integer);
--> statement-breakpoint
-- Completed games entering (w = 1) or leaving (w = -1) the totals with the score h-a.
CREATE FUNCTION totals_apply_results(d totals_result_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(d), 0) = 0 THEN RETURN; END IF;
  WITH x AS (SELECT * FROM unnest(d)),
  per_team AS (
    SELECT s.team, sum(s.w)::int AS played,
      sum(CASE WHEN s.gf > s.ga THEN s.w ELSE 0 END)::int AS wins,
      sum(CASE WHEN s.gf = s.ga THEN s.w ELSE 0 END)::int AS draws,
      sum(CASE WHEN s.gf < s.ga THEN s.w ELSE 0 END)::int AS losses,
      sum(s.w * s.gf)::int AS gf, sum(s.w * s.ga)::int AS ga
    FROM (SELECT x.home_team AS team, x.h AS gf, x.a AS ga, x.w FROM x UNION ALL SELECT x.away_team, x.a, x.h, x.w FROM x) s
    GROUP BY s.team
  ),
  upd AS (
    UPDATE team_totals t SET played = t.played + p.played, wins = t.wins + p.wins, draws = t.draws + p.draws,
      losses = t.losses + p.losses, goals_for = t.goals_for + p.gf, goals_against = t.goals_against + p.ga
    FROM per_team p WHERE t.team_id = p.team
    RETURNING t.club_id, p.wins
  ),
  per_club AS (SELECT upd.club_id, sum(upd.wins)::int AS wins FROM upd WHERE upd.club_id IS NOT NULL GROUP BY upd.club_id)
  UPDATE club_totals c SET wins = c.wins + pc.wins FROM per_club pc WHERE c.club_id = pc.club_id AND pc.wins <> 0;

  UPDATE event_totals e SET completed_games = e.completed_games + s.n
  FROM (SELECT x.event_id, sum(x.w)::int AS n FROM unnest(d) x GROUP BY x.event_id) s
  WHERE e.event_id = s.event_id AND s.n <> 0;
END $$;
--> statement-breakpoint
-- Clubs gaining or losing team rows and wins; the site's club count follows clubs appearing and going.
CREATE FUNCTION totals_apply_clubs(d totals_club_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(d), 0) = 0 THEN RETURN; END IF;
  WITH s AS (
    SELECT x.club_id, sum(x.team_rows)::int AS r, sum(x.wins)::int AS w FROM unnest(d) x
    GROUP BY x.club_id HAVING sum(x.team_rows) <> 0 OR sum(x.wins) <> 0
  ),
  up AS (
    INSERT INTO club_totals AS c (club_id, team_rows, wins) SELECT s.club_id, s.r, s.w FROM s ORDER BY s.club_id
    ON CONFLICT (club_id) DO UPDATE SET team_rows = c.team_rows + excluded.team_rows, wins = c.wins + excluded.wins
    RETURNING c.club_id, c.team_rows
  ),
  moved AS (
    SELECT count(*) FILTER (WHERE up.team_rows = s.r AND s.r > 0) - count(*) FILTER (WHERE up.team_rows = 0 AND s.r < 0) AS n
    FROM up JOIN s ON s.club_id = up.club_id
  )
  UPDATE site_totals SET n = site_totals.n + moved.n FROM moved WHERE site_totals.name = 'clubs' AND moved.n <> 0;
  DELETE FROM club_totals WHERE club_id IN (SELECT x.club_id FROM unnest(d) x) AND team_rows = 0;
END $$;
--> statement-breakpoint
-- Goals counted in (w = 1) or out (w = -1): player totals, credits per team row, event goals, and the
-- result of a completed game whose score they change.
CREATE FUNCTION totals_apply_goals(d totals_goal_delta[]) RETURNS void LANGUAGE plpgsql AS $$
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
      WHERE gm.status = 'completed' AND (ch.dh <> 0 OR ch.da <> 0)
    )
    SELECT ROW(cur.event_id, cur.home_team_id, cur.away_team_id, cur.h, cur.a, 1)::totals_result_delta FROM cur
    UNION ALL
    SELECT ROW(cur.event_id, cur.home_team_id, cur.away_team_id, cur.h - cur.dh, cur.a - cur.da, -1)::totals_result_delta FROM cur
  ));
END $$;
--> statement-breakpoint
CREATE FUNCTION totals_goals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM totals_apply_goals(ARRAY(
      SELECT ROW(n.game_id, n.event_id, n.side, n.scorer_id, n.assist_id, 1)::totals_goal_delta FROM new_rows n WHERE n.deleted_at IS NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM totals_apply_goals(ARRAY(
      SELECT ROW(n.game_id, n.event_id, n.side, n.scorer_id, n.assist_id, 1)::totals_goal_delta FROM new_rows n WHERE n.deleted_at IS NULL
      UNION ALL
      SELECT ROW(o.game_id, o.event_id, o.side, o.scorer_id, o.assist_id, -1)::totals_goal_delta FROM old_rows o WHERE o.deleted_at IS NULL));
  ELSE
    PERFORM totals_apply_goals(ARRAY(
      SELECT ROW(o.game_id, o.event_id, o.side, o.scorer_id, o.assist_id, -1)::totals_goal_delta FROM old_rows o WHERE o.deleted_at IS NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER totals_goals_ins AFTER INSERT ON goals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_goals_changed();
--> statement-breakpoint
CREATE TRIGGER totals_goals_upd AFTER UPDATE ON goals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_goals_changed();
--> statement-breakpoint
CREATE TRIGGER totals_goals_del AFTER DELETE ON goals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_goals_changed();
--> statement-breakpoint
-- A game completed, reopened, or given other teams: it leaves the totals as it was and enters them as
-- it is now (its goals do not change in the same statement).
CREATE FUNCTION totals_games_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM totals_apply_results(ARRAY(
      SELECT ROW(n.event_id, n.home_team_id, n.away_team_id,
        (SELECT count(*) FROM goals g WHERE g.game_id = n.id AND g.side = 'home' AND g.deleted_at IS NULL)::int,
        (SELECT count(*) FROM goals g WHERE g.game_id = n.id AND g.side = 'away' AND g.deleted_at IS NULL)::int, 1)::totals_result_delta
      FROM new_rows n WHERE n.status = 'completed'));
    RETURN NULL;
  END IF;
  -- Most updates only bump a version or set an MVP: nothing the totals read changed.
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.event_id, o.home_team_id, o.away_team_id) IS DISTINCT FROM (n.status, n.event_id, n.home_team_id, n.away_team_id)
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM totals_apply_results(ARRAY(
    WITH ch AS (
      SELECT o.status AS old_status, o.event_id AS old_event, o.home_team_id AS old_home, o.away_team_id AS old_away,
        n.status AS new_status, n.event_id AS new_event, n.home_team_id AS new_home, n.away_team_id AS new_away,
        (SELECT count(*) FROM goals g WHERE g.game_id = n.id AND g.side = 'home' AND g.deleted_at IS NULL)::int AS h,
        (SELECT count(*) FROM goals g WHERE g.game_id = n.id AND g.side = 'away' AND g.deleted_at IS NULL)::int AS a
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'completed' OR n.status = 'completed')
        AND (o.status, o.event_id, o.home_team_id, o.away_team_id) IS DISTINCT FROM (n.status, n.event_id, n.home_team_id, n.away_team_id)
    )
    SELECT ROW(ch.old_event, ch.old_home, ch.old_away, ch.h, ch.a, -1)::totals_result_delta FROM ch WHERE ch.old_status = 'completed'
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
CREATE TRIGGER totals_games_ins AFTER INSERT ON games REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_games_changed();
--> statement-breakpoint
CREATE TRIGGER totals_games_upd AFTER UPDATE ON games REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_games_changed();
--> statement-breakpoint
-- Before a game is deleted, while its goals are still there: its result and its scorers' credits go.
-- The goals then deleted with it count out of the player totals only (their game is gone).
CREATE FUNCTION totals_game_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'completed' THEN
    PERFORM totals_apply_results(ARRAY[ROW(OLD.event_id, OLD.home_team_id, OLD.away_team_id,
      (SELECT count(*) FROM goals g WHERE g.game_id = OLD.id AND g.side = 'home' AND g.deleted_at IS NULL)::int,
      (SELECT count(*) FROM goals g WHERE g.game_id = OLD.id AND g.side = 'away' AND g.deleted_at IS NULL)::int, -1)::totals_result_delta]);
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
CREATE TRIGGER totals_games_del BEFORE DELETE ON games FOR EACH ROW EXECUTE FUNCTION totals_game_removed();
--> statement-breakpoint
-- Saves: a player's total moves by the difference (insert, update and delete each have their trigger).
CREATE FUNCTION totals_saves_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_totals AS p (user_id, saves)
  SELECT x.player_id, sum(x.s)::int FROM (
    SELECT n.player_id, n.saves AS s FROM new_rows n UNION ALL SELECT o.player_id, -o.saves FROM old_rows o
  ) x GROUP BY x.player_id HAVING sum(x.s) <> 0 ORDER BY x.player_id
  ON CONFLICT (user_id) DO UPDATE SET saves = p.saves + excluded.saves;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION totals_saves_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_totals AS p (user_id, saves)
  SELECT n.player_id, sum(n.saves)::int FROM new_rows n GROUP BY n.player_id HAVING sum(n.saves) <> 0 ORDER BY n.player_id
  ON CONFLICT (user_id) DO UPDATE SET saves = p.saves + excluded.saves;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION totals_saves_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_totals AS p (user_id, saves)
  SELECT o.player_id, -sum(o.saves)::int FROM old_rows o GROUP BY o.player_id HAVING sum(o.saves) <> 0 ORDER BY o.player_id
  ON CONFLICT (user_id) DO UPDATE SET saves = p.saves + excluded.saves;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER totals_saves_ins AFTER INSERT ON goalkeeper_saves REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_saves_ins();
--> statement-breakpoint
CREATE TRIGGER totals_saves_upd AFTER UPDATE ON goalkeeper_saves REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_saves_changed();
--> statement-breakpoint
CREATE TRIGGER totals_saves_del AFTER DELETE ON goalkeeper_saves REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_saves_del();
--> statement-breakpoint
-- Team rows: a totals row from the start, clubs counted, a relinked club takes its wins along; a
-- deleted team's games were deleted with it (cascade) before this runs, so its row is empty.
CREATE FUNCTION totals_teams_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO team_totals (team_id, club_id) SELECT n.id, n.team_id FROM new_rows n ORDER BY n.id ON CONFLICT (team_id) DO NOTHING;
    PERFORM totals_apply_clubs(ARRAY(SELECT ROW(n.team_id, 1, 0)::totals_club_delta FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM totals_apply_clubs(ARRAY(
      SELECT ROW(o.team_id, -1, -coalesce(t.wins, 0))::totals_club_delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id LEFT JOIN team_totals t ON t.team_id = o.id WHERE o.team_id <> n.team_id
      UNION ALL
      SELECT ROW(n.team_id, 1, coalesce(t.wins, 0))::totals_club_delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id LEFT JOIN team_totals t ON t.team_id = o.id WHERE o.team_id <> n.team_id));
    UPDATE team_totals t SET club_id = n.team_id FROM new_rows n WHERE t.team_id = n.id AND t.club_id IS DISTINCT FROM n.team_id;
  ELSE
    PERFORM totals_apply_clubs(ARRAY(
      SELECT ROW(o.team_id, -1, -coalesce(t.wins, 0))::totals_club_delta FROM old_rows o LEFT JOIN team_totals t ON t.team_id = o.id));
    DELETE FROM team_totals WHERE team_id IN (SELECT o.id FROM old_rows o);
    DELETE FROM player_team_totals WHERE team_id IN (SELECT o.id FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER totals_teams_ins AFTER INSERT ON teams REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_teams_changed();
--> statement-breakpoint
CREATE TRIGGER totals_teams_upd AFTER UPDATE ON teams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_teams_changed();
--> statement-breakpoint
CREATE TRIGGER totals_teams_del AFTER DELETE ON teams REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_teams_changed();
--> statement-breakpoint
CREATE FUNCTION totals_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO event_totals (event_id, kind) SELECT e.id, e.kind FROM new_rows e ORDER BY e.id ON CONFLICT (event_id) DO NOTHING;
    SELECT count(*) INTO k FROM new_rows;
    UPDATE site_totals SET n = site_totals.n + k WHERE name = 'tournaments';
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE event_totals t SET kind = e.kind FROM new_rows e WHERE t.event_id = e.id AND t.kind <> e.kind;
  ELSE
    DELETE FROM event_totals WHERE event_id IN (SELECT e.id FROM old_rows e);
    SELECT count(*) INTO k FROM old_rows;
    UPDATE site_totals SET n = site_totals.n - k WHERE name = 'tournaments';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER totals_events_ins AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_events_changed();
--> statement-breakpoint
CREATE TRIGGER totals_events_upd AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_events_changed();
--> statement-breakpoint
CREATE TRIGGER totals_events_del AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_events_changed();
--> statement-breakpoint
CREATE FUNCTION totals_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    delta := delta + (SELECT count(*) FROM new_rows u WHERE u.type = 'player');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    delta := delta - (SELECT count(*) FROM old_rows u WHERE u.type = 'player');
  END IF;
  IF delta <> 0 THEN
    UPDATE site_totals SET n = n + delta WHERE name = 'players';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER totals_users_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_users_changed();
--> statement-breakpoint
CREATE TRIGGER totals_users_upd AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_users_changed();
--> statement-breakpoint
CREATE TRIGGER totals_users_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION totals_users_changed();
--> statement-breakpoint
-- Full recounts, from the goals, games, saves, teams, events and users themselves: what the totals
-- must equal. Used to rebuild them and to check them.
CREATE FUNCTION totals_recount_teams() RETURNS TABLE (team_id uuid, club_id uuid, played integer, wins integer, draws integer, losses integer, goals_for integer, goals_against integer)
LANGUAGE sql STABLE AS $$
  WITH sc AS (
    SELECT gm.home_team_id, gm.away_team_id,
      count(g.id) FILTER (WHERE g.side = 'home')::int AS h, count(g.id) FILTER (WHERE g.side = 'away')::int AS a
    FROM games gm LEFT JOIN goals g ON g.game_id = gm.id AND g.deleted_at IS NULL
    WHERE gm.status = 'completed' GROUP BY gm.id
  ),
  per AS (SELECT sc.home_team_id AS team, sc.h AS gf, sc.a AS ga FROM sc UNION ALL SELECT sc.away_team_id, sc.a, sc.h FROM sc)
  SELECT t.id, t.team_id, count(per.team)::int,
    count(*) FILTER (WHERE per.gf > per.ga)::int, count(*) FILTER (WHERE per.gf = per.ga)::int, count(*) FILTER (WHERE per.gf < per.ga)::int,
    coalesce(sum(per.gf), 0)::int, coalesce(sum(per.ga), 0)::int
  FROM teams t LEFT JOIN per ON per.team = t.id GROUP BY t.id, t.team_id
$$;
--> statement-breakpoint
CREATE FUNCTION totals_recount_clubs() RETURNS TABLE (club_id uuid, team_rows integer, wins integer) LANGUAGE sql STABLE AS $$
  SELECT r.club_id, count(*)::int, sum(r.wins)::int FROM totals_recount_teams() r GROUP BY r.club_id
$$;
--> statement-breakpoint
CREATE FUNCTION totals_recount_players() RETURNS TABLE (user_id uuid, goals integer, assists integer, saves integer) LANGUAGE sql STABLE AS $$
  SELECT x.uid, sum(x.g)::int, sum(x.a)::int, sum(x.s)::int FROM (
    SELECT g.scorer_id AS uid, 1 AS g, 0 AS a, 0 AS s FROM goals g WHERE g.deleted_at IS NULL AND g.scorer_id IS NOT NULL
    UNION ALL SELECT g.assist_id, 0, 1, 0 FROM goals g WHERE g.deleted_at IS NULL AND g.assist_id IS NOT NULL
    UNION ALL SELECT k.player_id, 0, 0, k.saves FROM goalkeeper_saves k
  ) x GROUP BY x.uid HAVING sum(x.g) <> 0 OR sum(x.a) <> 0 OR sum(x.s) <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION totals_recount_player_teams() RETURNS TABLE (user_id uuid, team_id uuid, goals integer, assists integer) LANGUAGE sql STABLE AS $$
  SELECT x.uid, x.team, sum(x.g)::int, sum(x.a)::int FROM (
    SELECT g.scorer_id AS uid, CASE WHEN g.side = 'home' THEN gm.home_team_id ELSE gm.away_team_id END AS team, 1 AS g, 0 AS a
    FROM goals g JOIN games gm ON gm.id = g.game_id WHERE g.deleted_at IS NULL AND g.scorer_id IS NOT NULL
    UNION ALL
    SELECT g.assist_id, CASE WHEN g.side = 'home' THEN gm.home_team_id ELSE gm.away_team_id END, 0, 1
    FROM goals g JOIN games gm ON gm.id = g.game_id WHERE g.deleted_at IS NULL AND g.assist_id IS NOT NULL
  ) x GROUP BY x.uid, x.team
$$;
--> statement-breakpoint
CREATE FUNCTION totals_recount_events() RETURNS TABLE (event_id uuid, kind event_kind, completed_games integer, goals integer) LANGUAGE sql STABLE AS $$
  SELECT e.id, e.kind,
    (SELECT count(*) FROM games gm WHERE gm.event_id = e.id AND gm.status = 'completed')::int,
    (SELECT count(*) FROM goals g WHERE g.event_id = e.id AND g.deleted_at IS NULL)::int
  FROM events e
$$;
--> statement-breakpoint
CREATE FUNCTION totals_recount_site() RETURNS TABLE (name text, n integer) LANGUAGE sql STABLE AS $$
  SELECT 'players', (SELECT count(*) FROM users u WHERE u.type = 'player')::int
  UNION ALL SELECT 'tournaments', (SELECT count(*) FROM events)::int
  UNION ALL SELECT 'clubs', (SELECT count(DISTINCT t.team_id) FROM teams t)::int
$$;
--> statement-breakpoint
-- Rows of each summary that disagree with the full recount (empty player rows count as absent).
CREATE FUNCTION totals_check() RETURNS TABLE (summary text, differing integer) LANGUAGE sql STABLE AS $$
  SELECT 'team_totals', count(*)::int FROM (
    (SELECT * FROM totals_recount_teams() EXCEPT ALL SELECT * FROM team_totals)
    UNION ALL (SELECT * FROM team_totals EXCEPT ALL SELECT * FROM totals_recount_teams())) d
  UNION ALL SELECT 'club_totals', count(*)::int FROM (
    (SELECT * FROM totals_recount_clubs() EXCEPT ALL SELECT * FROM club_totals)
    UNION ALL (SELECT * FROM club_totals EXCEPT ALL SELECT * FROM totals_recount_clubs())) d
  UNION ALL SELECT 'player_totals', count(*)::int FROM (
    (SELECT * FROM totals_recount_players() EXCEPT ALL SELECT * FROM player_totals)
    UNION ALL (SELECT * FROM player_totals p WHERE p.goals <> 0 OR p.assists <> 0 OR p.saves <> 0 EXCEPT ALL SELECT * FROM totals_recount_players())) d
  UNION ALL SELECT 'player_team_totals', count(*)::int FROM (
    (SELECT * FROM totals_recount_player_teams() EXCEPT ALL SELECT * FROM player_team_totals)
    UNION ALL (SELECT * FROM player_team_totals p WHERE p.goals <> 0 OR p.assists <> 0 EXCEPT ALL SELECT * FROM totals_recount_player_teams())) d
  UNION ALL SELECT 'event_totals', count(*)::int FROM (
    (SELECT * FROM totals_recount_events() EXCEPT ALL SELECT * FROM event_totals)
    UNION ALL (SELECT * FROM event_totals EXCEPT ALL SELECT * FROM totals_recount_events())) d
  UNION ALL SELECT 'site_totals', count(*)::int FROM (
    (SELECT * FROM totals_recount_site() EXCEPT ALL SELECT * FROM site_totals)
    UNION ALL (SELECT * FROM site_totals EXCEPT ALL SELECT * FROM totals_recount_site())) d
$$;
--> statement-breakpoint
-- Replaces every total with its full recount; writers wait meanwhile, and write on top of it after.
CREATE FUNCTION totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE team_totals, club_totals, player_totals, player_team_totals, event_totals, site_totals IN EXCLUSIVE MODE;
  DELETE FROM team_totals;
  INSERT INTO team_totals SELECT * FROM totals_recount_teams();
  DELETE FROM club_totals;
  INSERT INTO club_totals SELECT * FROM totals_recount_clubs();
  DELETE FROM player_totals;
  INSERT INTO player_totals SELECT * FROM totals_recount_players();
  DELETE FROM player_team_totals;
  INSERT INTO player_team_totals SELECT * FROM totals_recount_player_teams();
  DELETE FROM event_totals;
  INSERT INTO event_totals SELECT * FROM totals_recount_events();
  DELETE FROM site_totals;
  INSERT INTO site_totals SELECT * FROM totals_recount_site();
END $$;
--> statement-breakpoint
SELECT totals_rebuild();
