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
}

/**
 * SMTP when `SMTP_URL` is set. Otherwise nodemailer's JSON transport builds the message and the
 * server log prints it, links included, so a local user can follow a verification link.
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  log: Logger;
  /** Receives each message built by the log transport (tests read verification links from it). */
  onLogged?: (message: MailMessage) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(m) {
      await transport.sendMail({ from: opts.from, ...m });
      opts.log.info(`Mail to ${m.to}: ${m.subject}\n${m.text}`);
      opts.onLogged?.(m);
    },
  };
}
