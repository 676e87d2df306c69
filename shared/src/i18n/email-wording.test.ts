import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from './emails';

const p = { name: 'Rana', link: 'https://pitchside.example/x', hours: 1 };

describe('Arabic e-mails as a Lebanese reader writes them', () => {
  it('say a reset was asked for, without "someone (hopefully you)", and the link is valid for a time', () => {
    const mail = passwordResetMail('ar', p);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('نأمل');
      expect(body).not.toContain('يعمل الرابط');
      expect(body).toContain('صالح لمدة ساعة واحدة');
    }
  });

  it('count the hours a verification link lasts with the noun agreeing', () => {
    expect(verificationMail('ar', { ...p, hours: 24 }).text).toContain('الرابط صالح لمدة 24 ساعة.');
    expect(verificationMail('ar', { ...p, hours: 3 }).html).toContain('الرابط صالح لمدة 3 ساعات.');
  });
});
