-- Changes to followed games, written to push_outbox in the transaction of the change itself, whatever
-- wrote it (sync push, games manager, schedule, forfeits, stage advances): a notification is never
-- lost to a crash between the commit and a send, and never sent for a change that rolled back.
-- Games nobody follows (by the game, one of its teams or its event) add nothing.
CREATE FUNCTION push_followed(game uuid, home uuid, away uuid, event uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM push_follows f WHERE f.kind = 'game' AND f.target_id = game)
      OR EXISTS (SELECT 1 FROM push_follows f WHERE f.kind = 'team' AND f.target_id IN (home, away))
      OR EXISTS (SELECT 1 FROM push_follows f WHERE f.kind = 'event' AND f.target_id = event)
$$;
--> statement-breakpoint
CREATE FUNCTION push_outbox_games() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM push_follows) THEN RETURN NULL; END IF;
  INSERT INTO push_outbox (game_id, source, before, after)
  SELECT n.id, 'game',
    jsonb_build_object('status', o.status, 'startTime', o.start_time, 'pitchId', o.pitch_id),
    jsonb_build_object('status', n.status, 'startTime', n.start_time, 'pitchId', n.pitch_id)
  FROM push_new_games n JOIN push_old_games o ON o.id = n.id
  WHERE (o.status, o.start_time, o.pitch_id) IS DISTINCT FROM (n.status, n.start_time, n.pitch_id)
    AND push_followed(n.id, n.home_team_id, n.away_team_id, n.event_id)
  ORDER BY n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER push_outbox_games AFTER UPDATE ON games
  REFERENCING OLD TABLE AS push_old_games NEW TABLE AS push_new_games
  FOR EACH STATEMENT EXECUTE FUNCTION push_outbox_games();
--> statement-breakpoint
CREATE FUNCTION push_outbox_goals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM push_follows) THEN RETURN NULL; END IF;
  INSERT INTO push_outbox (game_id, source, before, after)
  SELECT n.game_id, 'goal', NULL,
    jsonb_build_object('goalId', n.id, 'side', n.side, 'minute', n.minute, 'scorerName', n.scorer_name)
  FROM push_new_goals n JOIN games g ON g.id = n.game_id
  WHERE n.deleted_at IS NULL AND push_followed(g.id, g.home_team_id, g.away_team_id, g.event_id)
  ORDER BY n.game_id, n.minute, n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER push_outbox_goals AFTER INSERT ON goals
  REFERENCING NEW TABLE AS push_new_goals
  FOR EACH STATEMENT EXECUTE FUNCTION push_outbox_goals();
