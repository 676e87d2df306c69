import type { ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { findEventById } from '../events/queries';
import { isUuid } from '../events/serialize';
import { handle } from '../lib/declare-route';
import { notFound } from '../lib/errors';
import { metricsOf } from '../metrics/metrics';
import { liveEndpoints } from './endpoints';
import type { GameChange } from './hub';

const frames = new WeakMap<GameChange, Buffer>();

/**
 * A change's SSE message, made once for every fan it goes to: the hub hands the same object to
 * every stream, and a goal of a final watched by 10,000 fans was otherwise formatted and encoded
 * 10,000 times on the event loop that also answers their reads.
 */
function gameFrame(change: GameChange): Buffer {
  let frame = frames.get(change);
  if (!frame) {
    frame = Buffer.from(`event: game\ndata: ${JSON.stringify(change)}\nid: ${change.version}\n\n`);
    frames.set(change, frame);
  }
  return frame;
}

const PING = Buffer.from(': ping\n\n');

/**
 * A fan whose connection has taken this much without reading it (a phone gone to sleep on a bad
 * network) is let go: its browser reconnects and reads the games afresh, where keeping every
 * message for it would let one stalled fan grow the server's memory without bound.
 */
const MAX_UNSENT_BYTES = 64 * 1024;

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
    const metrics = metricsOf(deps);
    // Served by Node (not app.request in tests): after the headers and the first message went out
    // through the web stream below, every message is written straight to Node's response, the one
    // pre-encoded frame to each fan. A web stream per fan cost a chain of promises and a copy per
    // message, which held the event loop for about half a second per goal at 10,000 fans.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    /** Messages made before Node sent the headers, kept in order until it has. */
    let waiting: Buffer[] | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let unsubscribe: () => void = () => undefined;
    let offDrain: () => void = () => undefined;

    const cleanUp = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      offDrain();
      clearInterval(timer);
      metrics.liveStreamClosed();
    };
    const end = () => {
      if (closed) return;
      cleanUp();
      try {
        controller.close();
      } catch {
        // The reader already went away.
      }
    };
    const flushWaiting = () => {
      if (closed || !waiting || !outgoing) return;
      if (!outgoing.headersSent) return void setTimeout(flushWaiting, 5);
      const frames = waiting;
      waiting = null;
      for (const f of frames) send(f);
    };
    const send = (frame: Buffer) => {
      if (closed) return;
      if (!outgoing) return controller.enqueue(frame);
      if (outgoing.destroyed || outgoing.writableEnded) return cleanUp();
      if (waiting || !outgoing.headersSent) {
        if (!waiting) setTimeout(flushWaiting, 5);
        (waiting ??= []).push(frame);
        return;
      }
      if (outgoing.writableLength > MAX_UNSENT_BYTES) {
        cleanUp();
        return void outgoing.destroy();
      }
      outgoing.write(frame);
    };
    const stopForDrain = () => {
      // This instance is stopping: the browser reconnects by itself after `retry`, elsewhere.
      send(Buffer.from(`event: reconnect\ndata: {}\nretry: ${reconnectDelayMs()}\n\n`));
      if (waiting) setTimeout(stopForDrain, 10);
      else end();
    };

    const body = new ReadableStream<Uint8Array>({
      start(ctrl) {
        controller = ctrl;
        metrics.liveStreamOpened();
        ctrl.enqueue(Buffer.from(`event: ready\ndata: ${JSON.stringify({ eventId })}\nretry: 5000\n\n`));
        if (deps.live.draining) return stopForDrain();
        unsubscribe = deps.live.subscribe((change) => {
          if (change.eventId === eventId) send(gameFrame(change));
        });
        offDrain = deps.live.onDrain(stopForDrain);
        timer = setInterval(() => send(PING), LIVE_HEARTBEAT_MS);
        outgoing?.once('close', cleanUp);
      },
      // The fan went away (Node cancels the reader when the connection closes).
      cancel: cleanUp,
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      },
    });
  });

  return r;
}
