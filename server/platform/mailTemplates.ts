import { GERMAN_TIME_ZONE } from '../../src/domain/calendar';
import type { Language } from '../accounts/ports';
import type { MailMessage } from './ports';
import type { AdReportReason } from '../../src/domain/report';
import type { ConversationReportReason } from '../../src/domain/conversation';

export type CodeMailKind = 'activation' | 'reset';

const TEXTS = {
  activation: {
    de: {
      subject: 'Ihr Aktivierungscode für Inserat',
      intro: 'willkommen bei Inserat! Mit diesem Code aktivieren Sie Ihr Konto:',
      outro: 'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    },
    en: {
      subject: 'Your Inserat activation code',
      intro: 'welcome to Inserat! Use this code to activate your account:',
      outro: 'If you did not register, you can ignore this e-mail.',
    },
  },
  reset: {
    de: {
      subject: 'Ihr Code zum Zurücksetzen des Passworts',
      intro: 'mit diesem Code können Sie ein neues Passwort für Ihr Inserat-Konto festlegen:',
      outro: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    en: {
      subject: 'Your Inserat password reset code',
      intro: 'use this code to choose a new password for your Inserat account:',
      outro: 'If you did not ask for this, ignore this e-mail; your password stays unchanged.',
    },
  },
} as const;

const GREETING = { de: (name: string) => `Hallo ${name},`, en: (name: string) => `Hello ${name},` };
const VALIDITY = { de: 'Der Code ist 10 Minuten gültig.', en: 'The code is valid for 10 minutes.' };

/** A moment as a mail says it: long date and time, in the reader's language, in German time. */
export function mailDateTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: GERMAN_TIME_ZONE,
  }).format(at);
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A code mail in the user's language, plain text and HTML, with the code prominent. */
export function codeMail(kind: CodeMailKind, language: Language, to: string, name: string, code: string): MailMessage {
  const t = TEXTS[kind][language];
  const greeting = GREETING[language](name);
  const text = `${greeting}\n\n${t.intro}\n\n    ${code}\n\n${VALIDITY[language]}\n\n${t.outro}\n\n— Inserat`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;color:#0f4c5c;margin:24px 0">${code}</p>
<p>${escapeHtml(VALIDITY[language])}</p>
<p style="color:#4f5b62">${escapeHtml(t.outro)}</p>
<p>— Inserat</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}

const TAKEN = {
  de: {
    subject: 'Registrierung mit Ihrer E-Mail-Adresse',
    body: 'jemand hat gerade versucht, mit Ihrer E-Mail-Adresse ein neues Inserat-Konto anzulegen. Ihr Konto besteht bereits und bleibt unverändert.',
    action:
      'Waren Sie das? Dann melden Sie sich einfach an – oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben:',
    outro: 'Wenn Sie es nicht waren, können Sie diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Registration with your e-mail address',
    body: 'someone just tried to create a new Inserat account with your e-mail address. Your account already exists and stays as it is.',
    action: 'Was it you? Then simply sign in – or reset your password if you have forgotten it:',
    outro: 'If it was not you, you can ignore this e-mail.',
  },
} as const;

/**
 * To the owner of an address someone tried to register again: the registration answers as if it had worked (so it
 * does not tell whether an address has an account), and the owner learns what happened and how to get in.
 */
export function registrationAttemptMail(language: Language, to: string, name: string, loginUrl: string): MailMessage {
  const t = TAKEN[language];
  const greeting = GREETING[language](name);
  const text = `${greeting}\n\n${t.body}\n\n${t.action}\n${loginUrl}\n\n${t.outro}\n\n— Inserat`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.action)}<br><a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>
<p style="color:#4f5b62">${escapeHtml(t.outro)}</p>
<p>— Inserat</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}

export interface ContactRequest {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

const CONTACT = {
  de: {
    subject: (title: string) => `Anfrage zu Ihrer Anzeige „${title}“`,
    intro: (name: string, title: string) => `${name} interessiert sich für Ihre Anzeige „${title}“ und schreibt:`,
    reply: 'Antworten Sie einfach auf diese E-Mail, um mit der Person in Kontakt zu treten.',
    phone: 'Telefon',
  },
  en: {
    subject: (title: string) => `Enquiry about your ad “${title}”`,
    intro: (name: string, title: string) => `${name} is interested in your ad “${title}” and writes:`,
    reply: 'Simply reply to this e-mail to get in touch.',
    phone: 'Phone',
  },
} as const;

/** A visitor's message to an ad's owner, in the owner's language; replies go to the visitor. */
export function contactMail(
  language: Language,
  to: string,
  adTitle: string,
  adUrl: string,
  request: ContactRequest,
): MailMessage {
  const t = CONTACT[language];
  const phone = request.phone ? `\n${t.phone}: ${request.phone}` : '';
  const text = `${t.intro(request.name, adTitle)}\n\n${request.message}\n\n${request.name} <${request.email}>${phone}\n\n${adUrl}\n\n${t.reply}\n\n— Inserat`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
<p>${escapeHtml(t.intro(request.name, adTitle))}</p>
<blockquote style="border-left:4px solid #0f4c5c;margin:16px 0;padding:8px 16px;white-space:pre-wrap">${escapeHtml(request.message)}</blockquote>
<p>${escapeHtml(request.name)} &lt;${escapeHtml(request.email)}&gt;${request.phone ? `<br>${t.phone}: ${escapeHtml(request.phone)}` : ''}</p>
<p><a href="${escapeHtml(adUrl)}">${escapeHtml(adUrl)}</a></p>
<p style="color:#4f5b62">${escapeHtml(t.reply)}</p>
<p>— Inserat</p>
</body></html>`;
  return { to, subject: t.subject(adTitle), text, html, replyTo: request.email };
}

/** A new report in the moderators' queue, for the administrators (German: the operator's working language). */
/** The reasons a report can give (ads' and conversations'), as the administrators read them in German. */
const REPORT_REASONS: Record<AdReportReason | ConversationReportReason, string> = {
  fraud: 'Betrugsverdacht',
  wrong_information: 'Falsche Angaben',
  offensive: 'Anstößige oder diskriminierende Inhalte',
  duplicate: 'Doppelte Anzeige',
  no_longer_available: 'Nicht mehr verfügbar',
  spam: 'Spam oder Werbung',
  harassment: 'Belästigung oder Beleidigung',
  other: 'Anderer Grund',
};

export function reportMail(
  to: string,
  title: string,
  queueUrl: string,
  subject: 'ad' | 'conversation',
  reasonCode: string,
  details: string,
  reporter: string | null,
): MailMessage {
  const reason = REPORT_REASONS[reasonCode as AdReportReason] ?? reasonCode;
  const what = subject === 'ad' ? `der Anzeige „${title}“` : `einer Unterhaltung zu „${title}“`;
  const by = reporter ?? 'Besucher ohne Konto';
  const text = `Neue Meldung ${what}\nGrund: ${reason}\n\n${details || '(ohne Nachricht)'}\n\nGemeldet von: ${by}\nZur Meldungsliste: ${queueUrl}`;
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif"><p>Neue Meldung ${escapeHtml(what)}</p><p>Grund: <strong>${escapeHtml(reason)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(details || '(ohne Nachricht)')}</p><p>Gemeldet von: ${escapeHtml(by)}<br><a href="${escapeHtml(queueUrl)}">Zur Meldungsliste</a></p></body></html>`;
  return {
    to,
    subject: subject === 'ad' ? `Gemeldete Anzeige: ${title}` : `Gemeldete Unterhaltung: ${title}`,
    text,
    html,
  };
}
