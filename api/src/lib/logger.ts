export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const at = (l: Exclude<LogLevel, 'silent'>) => (msg: string, extra?: unknown) => {
    if (order[l] < order[level]) return;
    const line = `[${new Date().toISOString()}] ${l.toUpperCase()} ${msg}`;
    const out = l === 'error' || l === 'warn' ? console.error : console.log;
    if (extra === undefined) out(line);
    else out(line, extra);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
