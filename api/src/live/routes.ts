import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv, Deps } from '../context';
import { findEventById } from '../events/queries';
import { isUuid } from '../events/serialize';
import { handle } from '../lib/declare-route';
import { notFound } from '../lib/errors';
import { metricsOf } from '../metrics/metrics';
import { liveEndpoints } from './endpoints';
import type { GameChange } from './hub';

const encoder = new TextEncoder();
const frames = new WeakMap<GameChange, Uint8Array>();

/**
 * A change's SSE message, made once for every fan it goes to: the hub hands the same object to
 * every stream, and a goal of a final watched by 10,000 fans was otherwise formatted and encoded
 * 10,000 times on the event loop that also answers their reads.
 */
function gameFrame(change: GameChange): Uint8Array {
  let frame = frames.get(change);
  if (!frame) {
    frame = encoder.encode(`event: game\ndata: ${JSON.stringify(change)}\nid: ${change.version}\n\n`);
    frames.set(change, frame);
  }
  return frame;
}

/** Below the usual 30-60 s idle timeouts of proxies and mobile carriers. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * When this instance stops, its fans reconnect after 1 to 5 s: spread out, so the instances left
 * are not all asked at once.
 */
const reconnectDelayMs = () => 1000 + Math.floor(Math.random() * 4000);

export function liveRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  handle(r, liveEndpoints.event, async (c) => {
    const eventId = c.req.param('eventId');
    if (!isUuid(eventId) || !(await findEventById(deps.database.db, eventId))) throw notFound('eventNotFound');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const metrics = metricsOf(deps);
      metrics.liveStreamOpened();
      // Writes are chained so messages keep the order in which the hub heard them.
      let queue = Promise.resolve();
      const unsubscribe = deps.live.subscribe((change) => {
        if (change.eventId !== eventId) return;
        queue = queue
          .then(async () => {
            await stream.write(gameFrame(change));
          })
          .catch(() => undefined);
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      let wake: (() => void) | undefined;
      const offDrain = deps.live.onDrain(() => wake?.());
      stream.onAbort(() => {
        unsubscribe();
        clearTimeout(timer);
        wake?.();
      });
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ eventId }), retry: 5000 });
        while (!stream.aborted && !deps.live.draining) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, LIVE_HEARTBEAT_MS);
          });
          if (stream.aborted || deps.live.draining) break;
          await stream.write(': ping\n\n');
        }
        if (!stream.aborted) {
          // This instance is stopping: the browser reconnects by itself after `retry`, elsewhere.
          await queue;
          await stream.writeSSE({ event: 'reconnect', data: '{}', retry: reconnectDelayMs() });
        }
      } catch {
        // The client went away mid-write; nothing to tell it.
      } finally {
        unsubscribe();
        offDrain();
        clearTimeout(timer);
        metrics.liveStreamClosed();
      }
    });
  });

  return r;
}
