-- Sync versions and tombstones set by the database (docs/decisions/0014-sync-versions-by-trigger.md):
-- every write to a table devices pull takes the next sync version in its own transaction, whatever
-- wrote it (sync push, Games Manager, stages, schedule, teams, merges, imports, cascades), so no
-- writer can forget one and leave a change devices never pull (DESIGN.md section 5).
--
-- Each version is taken under the event's advisory lock (the key lockEvent in api/src/sync/queries.ts
-- takes): versions within an event follow commit order, so a pull that saw version n never later
-- meets an uncommitted change below n. The lock is re-entrant, so writers that lock first (they all
-- do, in a fixed order) only pay a lookup here.
--
-- Tables: the rows a pull sends (games, goals, saves, teams, notices) and the match report rows a
-- game's put carries (cards, fouls, timeouts, lineups; their writer also touches the game).
--
-- Insert: always a new version; a version the writer gives is replaced. Update: a new version when
-- any column changed, or when the writer wrote `version` itself (a touch: the row's content lives in
-- another table, as a team's roster does); an update that changes nothing keeps its version. No
-- column is left out: an extra put costs a device one row, a list of columns that do not count would
-- be a second place to forget when a pulled column is added.
CREATE FUNCTION sync_stamp_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.version = OLD.version AND NEW IS NOT DISTINCT FROM OLD THEN RETURN NEW; END IF;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext(NEW.event_id::text));
  NEW.version := nextval('sync_version_seq');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_version_games BEFORE INSERT OR UPDATE ON games FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
CREATE TRIGGER sync_version_goals BEFORE INSERT OR UPDATE ON goals FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
CREATE TRIGGER sync_version_saves BEFORE INSERT OR UPDATE ON goalkeeper_saves FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
CREATE TRIGGER sync_version_teams BEFORE INSERT OR UPDATE ON teams FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
CREATE TRIGGER sync_version_cards BEFORE INSERT OR UPDATE ON cards FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
CREATE TRIGGER sync_version_fouls BEFORE INSERT OR UPDATE ON fouls FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
CREATE TRIGGER sync_version_timeouts BEFORE INSERT OR UPDATE ON timeouts FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
CREATE TRIGGER sync_version_lineups BEFORE INSERT OR UPDATE ON game_lineups FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
CREATE TRIGGER sync_version_notices BEFORE INSERT OR UPDATE ON sync_notices FOR EACH ROW EXECUTE FUNCTION sync_stamp_version();
--> statement-breakpoint
-- A pulled row deleted: a tombstone at a new version, so a device's next pull drops it. Nothing is
-- written when the event itself is going (nobody pulls it any more), nor for a goal or saves row
-- whose game is going (the game's own tombstone drops them on the device), nor for a goal already
-- removed (its removal was pulled; retention prunes it).
CREATE FUNCTION sync_record_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entity_id text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM events e WHERE e.id = OLD.event_id) THEN RETURN NULL; END IF;
  IF TG_ARGV[0] = 'game' OR TG_ARGV[0] = 'team' THEN
    entity_id := OLD.id::text;
  ELSIF TG_ARGV[0] = 'goal' THEN
    IF OLD.deleted_at IS NOT NULL OR NOT EXISTS (SELECT 1 FROM games g WHERE g.id = OLD.game_id) THEN RETURN NULL; END IF;
    entity_id := OLD.id::text;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM games g WHERE g.id = OLD.game_id) THEN RETURN NULL; END IF;
    -- saveRowId (sync/src/protocol.ts).
    entity_id := OLD.game_id::text || ':' || OLD.player_id::text;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext(OLD.event_id::text));
  INSERT INTO sync_tombstones (event_id, entity, entity_id, version)
  VALUES (OLD.event_id, TG_ARGV[0], entity_id, nextval('sync_version_seq'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_tombstone_games AFTER DELETE ON games FOR EACH ROW EXECUTE FUNCTION sync_record_tombstone('game');
--> statement-breakpoint
CREATE TRIGGER sync_tombstone_goals AFTER DELETE ON goals FOR EACH ROW EXECUTE FUNCTION sync_record_tombstone('goal');
--> statement-breakpoint
CREATE TRIGGER sync_tombstone_saves AFTER DELETE ON goalkeeper_saves FOR EACH ROW EXECUTE FUNCTION sync_record_tombstone('save');
--> statement-breakpoint
CREATE TRIGGER sync_tombstone_teams AFTER DELETE ON teams FOR EACH ROW EXECUTE FUNCTION sync_record_tombstone('team');
--> statement-breakpoint
-- A team's pulled row carries its roster (team_players): a roster change touches the team, once per
-- statement however many players it adds, moves or removes.
CREATE FUNCTION sync_touch_roster_teams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE teams t SET version = t.version + 1 WHERE t.id IN (SELECT n.team_id FROM sync_roster_new n);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE teams t SET version = t.version + 1 WHERE t.id IN (SELECT o.team_id FROM sync_roster_old o);
  ELSE
    UPDATE teams t SET version = t.version + 1
    WHERE t.id IN (
      SELECT n.team_id FROM sync_roster_new n JOIN sync_roster_old o ON o.team_id = n.team_id AND o.user_id = n.user_id
      WHERE (n.*) IS DISTINCT FROM (o.*)
      UNION SELECT n.team_id FROM sync_roster_new n
      WHERE NOT EXISTS (SELECT 1 FROM sync_roster_old o WHERE o.team_id = n.team_id AND o.user_id = n.user_id)
      UNION SELECT o.team_id FROM sync_roster_old o
      WHERE NOT EXISTS (SELECT 1 FROM sync_roster_new n WHERE o.team_id = n.team_id AND o.user_id = n.user_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sync_roster_ins AFTER INSERT ON team_players REFERENCING NEW TABLE AS sync_roster_new
  FOR EACH STATEMENT EXECUTE FUNCTION sync_touch_roster_teams();
--> statement-breakpoint
CREATE TRIGGER sync_roster_upd AFTER UPDATE ON team_players REFERENCING OLD TABLE AS sync_roster_old NEW TABLE AS sync_roster_new
  FOR EACH STATEMENT EXECUTE FUNCTION sync_touch_roster_teams();
--> statement-breakpoint
CREATE TRIGGER sync_roster_del AFTER DELETE ON team_players REFERENCING OLD TABLE AS sync_roster_old
  FOR EACH STATEMENT EXECUTE FUNCTION sync_touch_roster_teams();
