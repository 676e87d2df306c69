import { isDatabaseUnavailable } from '../db/availability';
import type { Logger } from './logger';

/**
 * postgres.js can reject a promise nobody holds when a connection dies (a Postgres restart, the
 * pool closing at shutdown: CONNECTION_DESTROYED and friends), which would end the process. Those
 * errors, and only those, are logged and survived: the driver reconnects on the next query and
 * requests meanwhile answer 503. Anything else still ends the process, as an unknown state should.
 */
export function installProcessGuards(log: Logger, exit: (code: number) => void = (code) => process.exit(code)) {
  const onError = (kind: string) => (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      log.warn(`Database connection lost (${kind}): ${(err as { code?: string }).code ?? String(err)}; reconnecting on the next query`);
      return;
    }
    log.error(`Unexpected ${kind}; stopping`, err);
    exit(1);
  };
  const rejection = onError('unhandled rejection');
  const exception = onError('uncaught exception');
  process.on('unhandledRejection', rejection);
  process.on('uncaughtException', exception);
  return () => {
    process.off('unhandledRejection', rejection);
    process.off('uncaughtException', exception);
  };
}
