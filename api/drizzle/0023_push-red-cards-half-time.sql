-- Push notifications of the match report: half time (the match clock's period) joins the game
-- changes followers hear of, and a red card (or a second yellow) is written to the outbox like a goal.
CREATE OR REPLACE FUNCTION push_outbox_games() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM push_follows) THEN RETURN NULL; END IF;
  INSERT INTO push_outbox (game_id, source, before, after)
  SELECT n.id, 'game',
    jsonb_build_object('status', o.status, 'startTime', o.start_time, 'pitchId', o.pitch_id, 'period', o.clock->>'period'),
    jsonb_build_object('status', n.status, 'startTime', n.start_time, 'pitchId', n.pitch_id, 'period', n.clock->>'period')
  FROM push_new_games n JOIN push_old_games o ON o.id = n.id
  WHERE (o.status, o.start_time, o.pitch_id, o.clock->>'period') IS DISTINCT FROM (n.status, n.start_time, n.pitch_id, n.clock->>'period')
    AND push_followed(n.id, n.home_team_id, n.away_team_id, n.event_id)
  ORDER BY n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION push_outbox_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM push_follows) THEN RETURN NULL; END IF;
  INSERT INTO push_outbox (game_id, source, before, after)
  SELECT n.game_id, 'card', NULL,
    jsonb_build_object('cardId', n.id, 'side', n.side, 'minute', n.minute, 'kind', n.kind,
      'playerName', (SELECT u.full_name FROM users u WHERE u.id = n.player_id))
  FROM push_new_cards n JOIN games g ON g.id = n.game_id
  WHERE n.deleted_at IS NULL AND n.kind IN ('red', 'secondYellow')
    AND push_followed(g.id, g.home_team_id, g.away_team_id, g.event_id)
  ORDER BY n.game_id, n.minute, n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER push_outbox_cards AFTER INSERT ON cards
  REFERENCING NEW TABLE AS push_new_cards
  FOR EACH STATEMENT EXECUTE FUNCTION push_outbox_cards();
--> statement-breakpoint
-- An own goal is announced as one (its row names who put it in his own net).
CREATE OR REPLACE FUNCTION push_outbox_goals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM push_follows) THEN RETURN NULL; END IF;
  INSERT INTO push_outbox (game_id, source, before, after)
  SELECT n.game_id, 'goal', NULL,
    jsonb_build_object('goalId', n.id, 'side', n.side, 'minute', n.minute, 'scorerName', n.scorer_name, 'ownGoal', n.own_goal)
  FROM push_new_goals n JOIN games g ON g.id = n.game_id
  WHERE n.deleted_at IS NULL AND push_followed(g.id, g.home_team_id, g.away_team_id, g.event_id)
  ORDER BY n.game_id, n.minute, n.id;
  RETURN NULL;
END $$;
