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
    if (isDatabaseUnavailable(err) || isDriverSocketFault(err)) {
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

/**
 * postgres.js writing to a connection whose socket is already gone throws a TypeError from inside
 * the driver (connection.js, "Cannot read properties of null (reading 'write')") on a timer, out of
 * any request's reach. Only an error thrown from that file is taken as this case.
 */
export function isDriverSocketFault(err: unknown): boolean {
  if (!(err instanceof TypeError) || !err.stack) return false;
  const top = err.stack.split('\n').find((line) => line.trimStart().startsWith('at '));
  return !!top && /node_modules[\\/]postgres[\\/]src[\\/]connection\.js/.test(top);
}
