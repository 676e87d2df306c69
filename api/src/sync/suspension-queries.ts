import { sql } from 'drizzle-orm';
import {
  DEFAULT_DISCIPLINE,
  computeSuspensions,
  type CardKind,
  type DisciplineGame,
  type DisciplineSettings,
  type Side,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import { rowsOf } from './set-queries';

export interface SuspendedPlayer {
  playerId: string;
  reason: 'redCard' | 'yellowCards';
}

/**
 * Who may not play in each game of an event: the age group's discipline rules run over its games in
 * the order they are played (start time, then creation), from the cards of completed games.
 */
export async function suspendedByGame(tx: Tx, eventId: string): Promise<Map<string, SuspendedPlayer[]>> {
  const result = await tx.execute(sql`
    select g.id, g.age_group_id, g.stage, g.home_team_id, g.away_team_id, g.status,
      (select s.discipline from stage_settings s where s.event_id = g.event_id and s.age_group_id is not distinct from g.age_group_id) as discipline,
      coalesce((select json_agg(json_build_object('playerId', c.player_id, 'side', c.side, 'kind', c.kind, 'minute', c.minute))
        from cards c where c.game_id = g.id and c.deleted_at is null), '[]') as cards
    from games g where g.event_id = ${eventId}::uuid
    order by g.start_time asc nulls last, g.created_at asc, g.id asc`);
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const byAgeGroup = new Map<string, { rules: DisciplineSettings; games: DisciplineGame[] }>();
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const key = (r.age_group_id as string | null) ?? '';
    const entry = byAgeGroup.get(key) ?? {
      rules: r.discipline ? json<DisciplineSettings>(r.discipline) : DEFAULT_DISCIPLINE,
      games: [],
    };
    entry.games.push({
      id: r.id as string,
      stage: r.stage as string,
      homeTeamId: r.home_team_id as string,
      awayTeamId: r.away_team_id as string,
      played: r.status === 'completed',
      cards: json<{ playerId: string; side: Side; kind: CardKind; minute: number }[]>(r.cards),
    });
    byAgeGroup.set(key, entry);
  }
  const out = new Map<string, SuspendedPlayer[]>();
  for (const { rules, games } of byAgeGroup.values())
    for (const s of computeSuspensions(games, rules))
      out.set(s.gameId, [...(out.get(s.gameId) ?? []), { playerId: s.playerId, reason: s.reason }]);
  return out;
}
