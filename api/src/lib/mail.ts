import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait, so an answer takes as long whether or not a mail went out
   * (a reply time must not tell who has an account). Failures are logged.
   */
  sendLater(message: MailMessage): void;
  /** Resolves once every mail handed to sendLater has been sent or has failed (tests, shutdown). */
  settled(): Promise<void>;
  /** Mails handed to sendLater and not yet sent or failed (metrics). */
  queued(): number;
}

/**
 * SMTP when `SMTP_URL` is set. Otherwise nodemailer's JSON transport builds the message and, outside
 * production, the server log prints it, links included, so a local user can follow a verification link.
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  log: Logger;
  /** Receives each message built by the log transport (tests read verification links from it). */
  onLogged?: (message: MailMessage) => void;
  /**
   * Without SMTP, print the whole message, links included (local use: follow the link from the log).
   * Off in production: a reset link in a log is an account takeover for whoever reads the log.
   */
  logBodies?: boolean;
}): Mailer {
  let send: (m: MailMessage) => Promise<void>;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    send = async (m) => {
      await transport.sendMail({ from: opts.from, ...m });
    };
  } else {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    send = async (m) => {
      await transport.sendMail({ from: opts.from, ...m });
      if (opts.logBodies ?? true) opts.log.info(`Mail to ${m.to}: ${m.subject}\n${m.text}`);
      else opts.log.warn(`Mail to ${m.to} not sent: SMTP_URL is not set (${m.subject})`);
      opts.onLogged?.(m);
    };
  }
  const pending = new Set<Promise<void>>();
  return {
    send,
    sendLater(m) {
      const p = send(m)
        .catch((e: unknown) => opts.log.error(`Mail to ${m.to} failed`, e))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settled() {
      await Promise.all([...pending]);
    },
    queued: () => pending.size,
  };
}
