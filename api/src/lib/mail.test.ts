import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createMailer } from './mail';

function captured() {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { log: createLogger('debug', sink), text: () => text };
}

const mail = {
  to: 'maya@example.com',
  subject: 'Choose a new Pitchside password',
  text: 'Here: http://x.test/reset-password?token=SECRET-LINK',
};

describe('mail without SMTP', () => {
  it('prints the whole message with its link outside production, for local use', async () => {
    const out = captured();
    await createMailer({ from: 'Pitchside <a@b.c>', log: out.log }).send(mail);
    expect(out.text()).toContain('SECRET-LINK');
  });

  it('never prints the link in production, only that the mail could not go', async () => {
    const out = captured();
    await createMailer({ from: 'Pitchside <a@b.c>', log: out.log, logBodies: false }).send(mail);
    expect(out.text()).not.toContain('SECRET-LINK');
    expect(JSON.parse(out.text().trim())).toMatchObject({
      level: 40,
      msg: 'Mail to maya@example.com not sent: SMTP_URL is not set (Choose a new Pitchside password)',
    });
  });
});
