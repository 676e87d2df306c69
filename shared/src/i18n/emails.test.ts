import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from './emails';

const name = 'Achrafieh نمور FC';
const link = 'https://pitchside.example/reset?token=t';

describe('e-mails keep a mixed-script name in its own order', () => {
  it.each(['ar', 'fr', 'en'])('%s: the name is isolated in the text and in the HTML', (locale) => {
    for (const mail of [passwordResetMail(locale, { name, link, hours: 1 }), verificationMail(locale, { name, link, hours: 24 })]) {
      expect(mail.text).toContain(`\u2068${name}\u2069`);
      expect(mail.html).toContain(`<bdi>${name}</bdi>`);
    }
  });

  it('still escapes the name in the HTML', () => {
    expect(passwordResetMail('ar', { name: '<b>Rana</b>', link, hours: 1 }).html).toContain('<bdi>&#60;b&#62;Rana&#60;/b&#62;</bdi>');
  });
});
