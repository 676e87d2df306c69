import type { TestContext } from '../test/harness';

/** Test helpers that drive the product's own API, as an organiser's browser would. */
export function stagesKit(t: TestContext, token: () => Promise<string>) {
  const call = async (method: string, path: string, body?: unknown) => t.request(method, path, { body, token: await token() });
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await call(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return {
    call,
    ok,
    /** Records a result: goals by name, the game completed, then the shoot-out when there is one. */
    async play(eventId: string, gameId: string, score: [number, number], penalties?: [number, number]) {
      const goals = (n: number, from: number) => Array.from({ length: n }, (_, i) => ({ minute: from + i, scorerName: `Scorer ${i + 1}` }));
      await ok('PUT', `/api/events/${eventId}/games/${gameId}`, {
        homeGoals: goals(score[0], 1),
        awayGoals: goals(score[1], 30),
        status: 'completed',
      });
      if (penalties) {
        const entries = (n: number) => Array.from({ length: n }, () => ({ scorerName: 'Penalty' }));
        await ok('PUT', `/api/events/${eventId}/games/${gameId}`, {
          homePenaltyGoals: entries(penalties[0]),
          awayPenaltyGoals: entries(penalties[1]),
        });
      }
    },
    async games(eventId: string, ageGroup?: string) {
      const q = ageGroup ? `&ageGroup=${ageGroup}` : '';
      const body = await ok('GET', `/api/events/${eventId}/games?limit=1000${q}`);
      return body.games as {
        _id: string;
        round: string;
        status: string;
        stage?: string;
        group: { _id: string; name: string } | null;
        homeTeam: { _id: string; name: string };
        awayTeam: { _id: string; name: string };
      }[];
    },
  };
}
