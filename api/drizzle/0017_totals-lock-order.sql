-- Totals rows are locked in one fixed order before they change: within a table by key, and events,
-- then team rows, then clubs (player rows already went in key order, their upserts being sorted).
-- An UPDATE ... FROM locks rows in whatever order its plan visits them, so two writers sharing rows
-- (two editions' games between the same clubs, a push touching two events) could each hold one and
-- wait for the other, a deadlock. Such a transaction would now be run again (api/src/db/retry.ts),
-- but queueing costs less than being chosen to fail.
CREATE OR REPLACE FUNCTION totals_apply_results(d totals_result_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(d), 0) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM event_totals e WHERE e.event_id IN (SELECT x.event_id FROM unnest(d) x) ORDER BY e.event_id FOR UPDATE;
  PERFORM 1 FROM team_totals t
  WHERE t.team_id IN (SELECT x.home_team FROM unnest(d) x UNION SELECT x.away_team FROM unnest(d) x)
  ORDER BY t.team_id FOR UPDATE;
  PERFORM 1 FROM club_totals c
  WHERE c.club_id IN (
    SELECT t.club_id FROM team_totals t
    WHERE t.team_id IN (SELECT x.home_team FROM unnest(d) x UNION SELECT x.away_team FROM unnest(d) x))
  ORDER BY c.club_id FOR UPDATE;
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
      WHERE gm.status = 'completed' AND (ch.dh <> 0 OR ch.da <> 0)
    )
    SELECT ROW(cur.event_id, cur.home_team_id, cur.away_team_id, cur.h, cur.a, 1)::totals_result_delta FROM cur
    UNION ALL
    SELECT ROW(cur.event_id, cur.home_team_id, cur.away_team_id, cur.h - cur.dh, cur.a - cur.da, -1)::totals_result_delta FROM cur
  ));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION totals_teams_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM 1 FROM team_totals t WHERE t.team_id IN (SELECT n.id FROM new_rows n) ORDER BY t.team_id FOR UPDATE;
    UPDATE team_totals t SET club_id = n.team_id FROM new_rows n WHERE t.team_id = n.id AND t.club_id IS DISTINCT FROM n.team_id;
  ELSE
    PERFORM totals_apply_clubs(ARRAY(
      SELECT ROW(o.team_id, -1, -coalesce(t.wins, 0))::totals_club_delta FROM old_rows o LEFT JOIN team_totals t ON t.team_id = o.id));
    DELETE FROM team_totals WHERE team_id IN (SELECT o.id FROM old_rows o);
    DELETE FROM player_team_totals WHERE team_id IN (SELECT o.id FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
