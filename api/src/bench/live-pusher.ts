import { randomUUID } from 'node:crypto';

export interface PusherReport {
  sent: number;
  applied: number;
  slowestMs: number;
}

/**
 * One goal a second pushed through /api/sync/push as an admin's device would (its own client id, a
 * bearer token, one mutation per push, each after the previous one answered), so every read measured
 * meanwhile lives through a game being played.
 */
export function startGoalPusher(
  baseUrl: string,
  token: string,
  game: { id: string; scorerId: string },
): { stop: () => Promise<PusherReport> } {
  const clientId = `bench-live-${randomUUID().slice(0, 8)}`;
  const report: PusherReport = { sent: 0, applied: 0, slowestMs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      report.sent += 1;
      try {
        const res = await fetch(`${baseUrl}/api/sync/push`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            clientId,
            mutations: [
              {
                id: report.sent,
                name: 'goal.add',
                args: {
                  gameId: game.id,
                  goalId: randomUUID(),
                  side: 'home',
                  minute: report.sent % 40,
                  scorerId: game.scorerId,
                  scorerName: 'Bench Scorer',
                },
              },
            ],
          }),
        });
        const body = (await res.json()) as { results?: { status: string }[] };
        if (body.results?.[0]?.status === 'applied') report.applied += 1;
      } catch {
        // Counted as sent and not applied.
      }
      const took = Date.now() - started;
      report.slowestMs = Math.max(report.slowestMs, took);
      if (running) await new Promise((r) => setTimeout(r, Math.max(0, 1000 - took)));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return report;
    },
  };
}
