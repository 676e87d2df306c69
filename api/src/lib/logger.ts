import { pino, type DestinationStream, type Logger as Pino } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
  /** The structured logger beneath (the access log writes its fields through it). */
  readonly pino: Pino;
}

/**
 * One JSON object per line (pino), for log collectors. Errors keep their stack under `err`; other
 * details go under `extra`. Nothing here ever receives a password or a session token.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const logger = pino({ level, timestamp: pino.stdTimeFunctions.isoTime, base: { pid: process.pid } }, destination);
  const at = (l: 'debug' | 'info' | 'warn' | 'error') => (msg: string, extra?: unknown) => {
    if (extra === undefined) logger[l](msg);
    else if (extra instanceof Error) logger[l]({ err: extra }, msg);
    else logger[l]({ extra }, msg);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), pino: logger };
}
