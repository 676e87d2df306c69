import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cards, fouls, gameLineups, games, goalkeeperSaves, goals, suspensionOverrides, teamPlayers, teams, users } from '../db/schema';
import { lockEvent } from '../sync/queries';
import { rowsOf } from './queries';

/**
 * Moves everything an old player profile holds onto the member who claimed it: squads, goals, assists,
 * saves, MVP awards, cards, fouls, lineup places, suspension decisions and captaincies, so the member's
 * career, the fair-play table and who is suspended continue without a gap (the old profile's rows
 * would otherwise go with it: cards and suspension decisions are deleted with their player). Runs inside the
 * approval's transaction, holding each event's lock. Every synced row it changes takes a new sync
 * version (by trigger), so courtside devices see the new names on their next pull.
 */
export async function mergeOldProfile(tx: Tx, oldId: string, memberId: string): Promise<void> {
  const inLineup = sql`jsonb_build_array(jsonb_build_object('playerId', ${oldId}::text))`;
  const eventIds = rowsOf<{ event_id: string }>(
    await tx.execute(sql`
      select event_id from ${goals} where scorer_id = ${oldId} or assist_id = ${oldId}
      union select event_id from ${games} where mvp_id = ${oldId}
      union select event_id from ${goalkeeperSaves} where player_id = ${oldId}
      union select event_id from ${cards} where player_id = ${oldId}
      union select event_id from ${fouls} where player_id = ${oldId}
      union select event_id from ${suspensionOverrides} where player_id = ${oldId}
      union select event_id from ${gameLineups} where players @> ${inLineup}
      union select t.event_id from ${teamPlayers} tp join ${teams} t on t.id = tp.team_id where tp.user_id = ${oldId}
      order by 1`),
  ).map((r) => r.event_id);

  // Locks are taken in one order (sorted ids), so two merges never wait on each other in a circle.
  for (const eventId of eventIds) {
    await lockEvent(tx, eventId);
    await tx.execute(sql`update ${goals} set scorer_id = ${memberId} where event_id = ${eventId} and scorer_id = ${oldId}`);
    await tx.execute(sql`update ${goals} set assist_id = ${memberId} where event_id = ${eventId} and assist_id = ${oldId}`);
    await tx.execute(sql`update ${games} set mvp_id = ${memberId} where event_id = ${eventId} and mvp_id = ${oldId}`);
    await tx.execute(sql`update ${cards} set player_id = ${memberId} where event_id = ${eventId} and player_id = ${oldId}`);
    await tx.execute(sql`update ${fouls} set player_id = ${memberId} where event_id = ${eventId} and player_id = ${oldId}`);
    await tx.execute(sql`update ${suspensionOverrides} set player_id = ${memberId} where event_id = ${eventId} and player_id = ${oldId}`);
    // A lineup names its players inside one value: the old id is replaced in place, order kept.
    await tx.execute(sql`
      update ${gameLineups} set players = (
        select jsonb_agg(case when x.e ->> 'playerId' = ${oldId}::text
          then jsonb_set(x.e, '{playerId}', to_jsonb(${memberId}::text)) else x.e end order by x.n)
        from jsonb_array_elements(${gameLineups.players}) with ordinality as x(e, n))
      where event_id = ${eventId} and players @> ${inLineup}`);
    // A game where both held saves (not possible in practice, but the key allows it) sums them.
    await tx.execute(sql`
      insert into ${goalkeeperSaves} (game_id, player_id, event_id, saves, set_by, set_at)
      select game_id, ${memberId}, event_id, saves, set_by, set_at from ${goalkeeperSaves}
      where event_id = ${eventId} and player_id = ${oldId}
      on conflict (game_id, player_id) do update set saves = ${goalkeeperSaves}.saves + excluded.saves`);
    // The old profile's rows go: the database records their tombstones, so devices that pulled them
    // drop them on their next pull.
    await tx.execute(sql`delete from ${goalkeeperSaves} where event_id = ${eventId} and player_id = ${oldId}`);
  }
  await tx.execute(sql`
    insert into ${teamPlayers} (team_id, user_id, shirt_number, joined_at)
    select team_id, ${memberId}, shirt_number, joined_at from ${teamPlayers} where user_id = ${oldId}
    on conflict (team_id, user_id) do nothing`);
  await tx.execute(sql`delete from ${teamPlayers} where user_id = ${oldId}`);
  await tx.execute(sql`update ${teams} set captain_id = ${memberId} where captain_id = ${oldId}`);
  // The profile is gone once merged: it no longer shows in searches or on public pages.
  await tx.execute(sql`delete from ${users} where id = ${oldId}`);
}
