import { isolate } from '../bidi';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The e-mails Pitchside sends, in the member's language (users.locale). English is the text the
 * app always sent; Arabic mails are marked right to left.
 */
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A member's name keeps its own direction inside the sentence ("Achrafieh نمور FC" in an Arabic mail). */
const isolatedHtml = (s: string) => `<bdi>${escapeHtml(s)}</bdi>`;

function wrap(locale: Locale, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('');
  return locale === 'ar' ? `<div dir="rtl" lang="ar">${body}</div>` : body;
}

function hoursText(locale: Locale, hours: number): string {
  if (locale === 'ar') return hours === 1 ? 'ساعة واحدة' : hours === 2 ? 'ساعتين' : hours <= 10 ? `${hours} ساعات` : `${hours} ساعة`;
  if (locale === 'fr') return hours === 1 ? '1 heure' : `${hours} heures`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

const mailLocale = (locale: unknown): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** "Verify your Pitchside account": the link that proves a new member's address. */
export function verificationMail(localeIn: unknown, p: { name: string; link: string; hours: number }): MailText {
  const locale = mailLocale(localeIn);
  const name = isolatedHtml(p.name);
  p = { ...p, name: isolate(p.name) };
  const link = `<a href="${p.link}">`;
  switch (locale) {
    case 'ar':
      return {
        subject: 'تأكيد حسابك على Pitchside',
        text: `مرحبًا ${p.name}،\n\nأكّد عنوان بريدك الإلكتروني لإكمال التسجيل:\n${p.link}\n\nالرابط صالح لمدة ${hoursText(locale, p.hours)}.`,
        html: wrap(locale, [
          `مرحبًا ${name}،`,
          'أكّد عنوان بريدك الإلكتروني لإكمال التسجيل:',
          `${link}تأكيد بريدي الإلكتروني</a>`,
          `الرابط صالح لمدة ${hoursText(locale, p.hours)}.`,
        ]),
      };
    case 'fr':
      return {
        subject: 'Vérifiez votre compte Pitchside',
        text: `Bonjour ${p.name},\n\nConfirmez votre adresse e-mail pour terminer votre inscription :\n${p.link}\n\nLe lien est valable ${p.hours} heures.`,
        html: wrap(locale, [
          `Bonjour ${name},`,
          'Confirmez votre adresse e-mail pour terminer votre inscription :',
          `${link}Vérifier mon e-mail</a>`,
          `Le lien est valable ${p.hours} heures.`,
        ]),
      };
    default:
      return {
        subject: 'Verify your Pitchside account',
        text: `Hello ${p.name},\n\nConfirm your e-mail address to finish signing up:\n${p.link}\n\nThe link works for ${p.hours} hours.`,
        html: wrap(locale, [
          `Hello ${name},`,
          'Confirm your e-mail address to finish signing up:',
          `${link}Verify my e-mail</a>`,
          `The link works for ${p.hours} hours.`,
        ]),
      };
  }
}

/** "Choose a new Pitchside password": the single-use reset link. */
export function passwordResetMail(localeIn: unknown, p: { name: string; link: string; hours: number }): MailText {
  const locale = mailLocale(localeIn);
  const name = isolatedHtml(p.name);
  p = { ...p, name: isolate(p.name) };
  const hours = hoursText(locale, p.hours);
  const link = `<a href="${p.link}">`;
  switch (locale) {
    case 'ar':
      return {
        subject: 'اختر كلمة مرور جديدة لـ Pitchside',
        text: `مرحبًا ${p.name}،\n\nوصلنا طلب لإعادة تعيين كلمة مرور حسابك على Pitchside. اختر كلمة مرور جديدة من هنا:\n${p.link}\n\nيُستخدم الرابط مرة واحدة فقط، وهو صالح لمدة ${hours}. إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
        html: wrap(locale, [
          `مرحبًا ${name}،`,
          'وصلنا طلب لإعادة تعيين كلمة مرور حسابك على Pitchside.',
          `${link}اختر كلمة مرور جديدة</a>`,
          `يُستخدم الرابط مرة واحدة فقط، وهو صالح لمدة ${hours}. إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
        ]),
      };
    case 'fr':
      return {
        subject: 'Choisissez un nouveau mot de passe Pitchside',
        text: `Bonjour ${p.name},\n\nQuelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Pitchside. Choisissez un nouveau mot de passe ici :\n${p.link}\n\nLe lien fonctionne une fois, pendant ${hours}. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.`,
        html: wrap(locale, [
          `Bonjour ${name},`,
          'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Pitchside.',
          `${link}Choisir un nouveau mot de passe</a>`,
          `Le lien fonctionne une fois, pendant ${hours}. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.`,
        ]),
      };
    default:
      return {
        subject: 'Choose a new Pitchside password',
        text: `Hello ${p.name},\n\nSomeone (hopefully you) asked to reset the password of your Pitchside account. Choose a new password here:\n${p.link}\n\nThe link works once, for ${hours}. If you did not ask, ignore this mail: your password stays the same.`,
        html: wrap(locale, [
          `Hello ${name},`,
          'Someone (hopefully you) asked to reset the password of your Pitchside account.',
          `${link}Choose a new password</a>`,
          `The link works once, for ${hours}. If you did not ask, ignore this mail: your password stays the same.`,
        ]),
      };
  }
}

/** "You are the coach of {team}": an organiser asks a coach without an account to sign up (issue 26). */
export function coachInviteMail(localeIn: unknown, p: { coach: string; team: string; event: string; link: string }): MailText {
  const locale = mailLocale(localeIn);
  const [coach, team, event] = [escapeHtml(p.coach), escapeHtml(p.team), escapeHtml(p.event)];
  const link = `<a href="${p.link}">`;
  switch (locale) {
    case 'ar':
      return {
        subject: `أنت مدرب ${p.team} على Pitchside`,
        text: `مرحبًا ${p.coach}،\n\nسجّلك منظّم ${p.event} مدربًا لفريق ${p.team}. أنشئ حسابك على Pitchside بهذا البريد الإلكتروني لتدعو لاعبيك وتتابع فريقك:\n${p.link}\n\nبعد تأكيد بريدك الإلكتروني يُربط الفريق بحسابك.`,
        html: wrap(locale, [
          `مرحبًا ${coach}،`,
          `سجّلك منظّم ${event} مدربًا لفريق ${team}. أنشئ حسابك على Pitchside بهذا البريد الإلكتروني لتدعو لاعبيك وتتابع فريقك.`,
          `${link}إنشاء حسابي</a>`,
          'بعد تأكيد بريدك الإلكتروني يُربط الفريق بحسابك.',
        ]),
      };
    case 'fr':
      return {
        subject: `Vous êtes l’entraîneur de ${p.team} sur Pitchside`,
        text: `Bonjour ${p.coach},\n\nL’organisateur de ${p.event} vous a inscrit comme entraîneur de ${p.team}. Créez votre compte Pitchside avec cette adresse e-mail pour inviter vos joueurs et suivre votre équipe :\n${p.link}\n\nUne fois votre e-mail vérifié, l’équipe est liée à votre compte.`,
        html: wrap(locale, [
          `Bonjour ${coach},`,
          `L’organisateur de ${event} vous a inscrit comme entraîneur de ${team}. Créez votre compte Pitchside avec cette adresse e-mail pour inviter vos joueurs et suivre votre équipe.`,
          `${link}Créer mon compte</a>`,
          'Une fois votre e-mail vérifié, l’équipe est liée à votre compte.',
        ]),
      };
    default:
      return {
        subject: `You are the coach of ${p.team} on Pitchside`,
        text: `Hello ${p.coach},\n\nThe organiser of ${p.event} entered you as the coach of ${p.team}. Create your Pitchside account with this e-mail address to invite your players and follow your team:\n${p.link}\n\nOnce your e-mail is verified, the team is linked to your account.`,
        html: wrap(locale, [
          `Hello ${coach},`,
          `The organiser of ${event} entered you as the coach of ${team}. Create your Pitchside account with this e-mail address to invite your players and follow your team.`,
          `${link}Create my account</a>`,
          'Once your e-mail is verified, the team is linked to your account.',
        ]),
      };
  }
}

/** The text an organiser sends from their phone to a coach invited by phone number (the app opens it in their messages). */
export function coachInviteText(localeIn: unknown, p: { coach: string; team: string; link: string }): string {
  switch (mailLocale(localeIn)) {
    case 'ar':
      return `مرحبًا ${p.coach}، أنت مدرب ${p.team} على Pitchside. أنشئ حسابك برقم هاتفك هذا من هنا: ${p.link}`;
    case 'fr':
      return `Bonjour ${p.coach}, vous êtes l’entraîneur de ${p.team} sur Pitchside. Créez votre compte avec ce numéro de téléphone ici : ${p.link}`;
    default:
      return `Hello ${p.coach}, you are the coach of ${p.team} on Pitchside. Create your account with this phone number here: ${p.link}`;
  }
}

/**
 * "You are invited to help run {event}": an organiser gives a role to an address no member has yet
 * (issue 21); the role is theirs once they sign up and verify this address before `days` have passed.
 */
export function staffInviteMail(
  localeIn: unknown,
  p: { event: string; role: 'organiser' | 'scorer'; inviter: string; link: string; days: number },
): MailText {
  const locale = mailLocale(localeIn);
  const [event, inviter] = [isolatedHtml(p.event), isolatedHtml(p.inviter)];
  p = { ...p, event: isolate(p.event), inviter: isolate(p.inviter) };
  const link = `<a href="${p.link}">`;
  switch (locale) {
    case 'ar': {
      const role = p.role === 'organiser' ? 'منظّمًا' : 'مسجّلًا للنتائج';
      const days = p.days === 1 ? 'يوم واحد' : p.days === 2 ? 'يومين' : p.days <= 10 ? `${p.days} أيام` : `${p.days} يومًا`;
      return {
        subject: `دعوة للمساعدة في ${p.event} على Pitchside`,
        text: `مرحبًا،\n\nدعاك ${p.inviter} لتكون ${role} في ${p.event}. أنشئ حسابك على Pitchside بهذا البريد الإلكتروني:\n${p.link}\n\nبعد تأكيد بريدك الإلكتروني يصبح الدور لك. تنتهي الدعوة بعد ${days}.`,
        html: wrap(locale, [
          'مرحبًا،',
          `دعاك ${inviter} لتكون ${role} في ${event}. أنشئ حسابك على Pitchside بهذا البريد الإلكتروني.`,
          `${link}إنشاء حسابي</a>`,
          `بعد تأكيد بريدك الإلكتروني يصبح الدور لك. تنتهي الدعوة بعد ${days}.`,
        ]),
      };
    }
    case 'fr': {
      const role = p.role === 'organiser' ? 'organisateur' : 'marqueur (saisie des résultats)';
      return {
        subject: `Invitation à aider pour ${p.event} sur Pitchside`,
        text: `Bonjour,\n\n${p.inviter} vous invite comme ${role} de ${p.event}. Créez votre compte Pitchside avec cette adresse e-mail :\n${p.link}\n\nUne fois votre e-mail vérifié, le rôle est le vôtre. L’invitation expire dans ${p.days} jours.`,
        html: wrap(locale, [
          'Bonjour,',
          `${inviter} vous invite comme ${role} de ${event}. Créez votre compte Pitchside avec cette adresse e-mail.`,
          `${link}Créer mon compte</a>`,
          `Une fois votre e-mail vérifié, le rôle est le vôtre. L’invitation expire dans ${p.days} jours.`,
        ]),
      };
    }
    default: {
      const role = p.role === 'organiser' ? 'an organiser' : 'a scorer (entering results)';
      return {
        subject: `You are invited to help run ${p.event} on Pitchside`,
        text: `Hello,\n\n${p.inviter} invites you to be ${role} of ${p.event}. Create your Pitchside account with this e-mail address:\n${p.link}\n\nOnce your e-mail is verified, the role is yours. The invitation expires in ${p.days} days.`,
        html: wrap(locale, [
          'Hello,',
          `${inviter} invites you to be ${role} of ${event}. Create your Pitchside account with this e-mail address.`,
          `${link}Create my account</a>`,
          `Once your e-mail is verified, the role is yours. The invitation expires in ${p.days} days.`,
        ]),
      };
    }
  }
}
