// The account e-mails (spec 001 §4): the registration confirmation and the password reset.
// Each carries a one-time link; the text is in the diner's language (English or Italian, the
// fallback): the session's, which the address prefix or the language dropdown chose.
import type { MailMessage } from '../../plugins/mailer';
import { linkifyText, mailLayout } from '../mail/mail-format';

interface MailInput {
  to: string;
  firstName: string | null;
  companyName: string;
  link: string;
  validFor: string;
  english: boolean;
}

export function confirmRegistrationMail(input: MailInput): MailMessage {
  const hello = input.firstName
    ? input.english
      ? `Hi ${input.firstName},`
      : `Ciao ${input.firstName},`
    : input.english
      ? 'Hi,'
      : 'Ciao,';
  const title = input.english
    ? `Confirm your registration with ${input.companyName}`
    : `Conferma la tua registrazione a ${input.companyName}`;
  const text = input.english
    ? `${hello}\n\nthank you for registering with ${input.companyName}. To confirm your email address open this link:\n${input.link}\n\nThe link is valid for ${input.validFor} and works only once. If you did not register, ignore this e-mail.`
    : `${hello}\n\ngrazie per esserti registrato a ${input.companyName}. Per confermare il tuo indirizzo email apri questo link:\n${input.link}\n\nIl link vale ${input.validFor} e si può usare una volta sola. Se non ti sei registrato tu, ignora questa mail.`;
  return {
    to: input.to,
    subject: title,
    text,
    html: mailLayout({ title, bodyHtml: `<p>${linkifyText(text)}</p>`, locale: input.english ? 'en' : 'it' }),
  };
}

export function resetPasswordMail(input: MailInput): MailMessage {
  const hello = input.firstName
    ? input.english
      ? `Hi ${input.firstName},`
      : `Ciao ${input.firstName},`
    : input.english
      ? 'Hi,'
      : 'Ciao,';
  const title = input.english ? `Password recovery - ${input.companyName}` : `Recupero password - ${input.companyName}`;
  const text = input.english
    ? `${hello}\n\nyou asked to choose a new password for ${input.companyName}. Open this link to do it:\n${input.link}\n\nThe link is valid for ${input.validFor} and works only once. If you did not ask for it, ignore this e-mail: your password stays the same.`
    : `${hello}\n\nhai chiesto di scegliere una nuova password per ${input.companyName}. Apri questo link per farlo:\n${input.link}\n\nIl link vale ${input.validFor} e si può usare una volta sola. Se non l'hai chiesto tu, ignora questa mail: la tua password resta invariata.`;
  return {
    to: input.to,
    subject: title,
    text,
    html: mailLayout({ title, bodyHtml: `<p>${linkifyText(text)}</p>`, locale: input.english ? 'en' : 'it' }),
  };
}

/** '72 ore', '1 ora', '60 minuti' (or English). */
export function durationText(ms: number, english: boolean): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return english ? `${minutes} minutes` : `${minutes} minuti`;
  const hours = Math.round(minutes / 60);
  return english ? `${hours} hours` : `${hours} ore`;
}

/**
 * The answer to a password-reset request for an e-mail without an account: the
 * page says the same either way, so the mailbox is where its owner learns what to do.
 */
export function noAccountMail(input: { to: string; companyName: string; link: string; english: boolean }): MailMessage {
  const title = input.english ? `Password recovery - ${input.companyName}` : `Recupero password - ${input.companyName}`;
  const text = input.english
    ? `Hi,\n\nsomeone asked to choose a new password for ${input.companyName} with this e-mail address, but there is no account with it. To create one open this link:\n${input.link}\n\nIf you did not ask for it, ignore this e-mail.`
    : `Ciao,\n\nè stato chiesto di scegliere una nuova password per ${input.companyName} con questo indirizzo email, ma non esiste un account con questo indirizzo. Per crearne uno apri questo link:\n${input.link}\n\nSe non l'hai chiesto tu, ignora questa mail.`;
  return {
    to: input.to,
    subject: title,
    text,
    html: mailLayout({ title, bodyHtml: `<p>${linkifyText(text)}</p>`, locale: input.english ? 'en' : 'it' }),
  };
}
