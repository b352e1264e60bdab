import type { Language } from './domain/user';
import type { MailMessage } from '../platform/ports';
import { escapeHtml, mailDateTime } from '../platform/mailTemplates';

const TEXTS = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    code: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      intro: 'Sie möchten Ihr Inserat-Konto künftig mit dieser Adresse nutzen. Mit diesem Code bestätigen Sie sie:',
      validity: 'Der Code ist 10 Minuten gültig. Bis dahin bleibt Ihre bisherige Adresse gültig.',
      outro: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; es ändert sich nichts.',
    },
    taken: {
      subject: 'Ihre E-Mail-Adresse sollte einem anderen Konto hinzugefügt werden',
      text: 'jemand wollte diese Adresse für ein anderes Inserat-Konto verwenden. Sie gehört bereits zu Ihrem Konto; es hat sich nichts geändert. Wenn Sie das waren, melden Sie sich mit dieser Adresse an.',
    },
    changed: {
      subject: 'Die E-Mail-Adresse Ihres Inserat-Kontos wurde geändert',
      text: (when: string, to: string) =>
        `am ${when} wurde die E-Mail-Adresse Ihres Kontos in ${to} geändert. Mails von Inserat gehen künftig dorthin.`,
      notYou:
        'Wenn Sie das nicht waren, schreiben Sie uns bitte sofort an die Adresse im Impressum; wir sperren das Konto und helfen Ihnen, es zurückzubekommen:',
    },
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    code: {
      subject: 'Confirm your new e-mail address',
      intro: 'you would like to use your Inserat account with this address from now on. Use this code to confirm it:',
      validity: 'The code is valid for 10 minutes. Until then, your current address stays in use.',
      outro: 'If you did not ask for this, ignore this e-mail; nothing changes.',
    },
    taken: {
      subject: 'Someone tried to add your e-mail address to another account',
      text: 'someone wanted to use this address for another Inserat account. It already belongs to your account, and nothing has changed. If it was you, sign in with this address.',
    },
    changed: {
      subject: 'The e-mail address of your Inserat account was changed',
      text: (when: string, to: string) =>
        `on ${when} the e-mail address of your account was changed to ${to}. Mail from Inserat goes there from now on.`,
      notYou:
        'If this was not you, please write to the address in our legal notice at once; we will lock the account and help you get it back:',
    },
  },
} as const;

function page(language: Language, paragraphs: string[]): string {
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<p>— Inserat</p>
</body></html>`;
}

/** The code that confirms a new address, sent to that address. */
export function emailChangeCodeMail(to: string, name: string, language: Language, code: string): MailMessage {
  const t = TEXTS[language];
  const text = `${t.greeting(name)}\n\n${t.code.intro}\n\n    ${code}\n\n${t.code.validity}\n\n${t.code.outro}\n\n— Inserat`;
  const html = page(language, [
    escapeHtml(t.greeting(name)),
    escapeHtml(t.code.intro),
    `<span style="font-size:32px;font-weight:700;letter-spacing:8px;color:#0f4c5c">${code}</span>`,
    escapeHtml(t.code.validity),
    `<span style="color:#4f5b62">${escapeHtml(t.code.outro)}</span>`,
  ]);
  return { to, subject: t.code.subject, text, html };
}

/** To the owner of an address someone else tried to move their account to: nothing changed (and no code). */
export function emailTakenMail(to: string, name: string, language: Language): MailMessage {
  const t = TEXTS[language];
  return {
    to,
    subject: t.taken.subject,
    text: `${t.greeting(name)}\n\n${t.taken.text}\n\n— Inserat`,
    html: page(language, [escapeHtml(t.greeting(name)), escapeHtml(t.taken.text)]),
  };
}

/** To the old address once the new one is confirmed, so a stolen session cannot move the account away unnoticed. */
export function emailChangedMail(
  to: string,
  name: string,
  language: Language,
  newEmail: string,
  at: Date,
  impressumUrl: string,
): MailMessage {
  const t = TEXTS[language];
  const what = t.changed.text(mailDateTime(at, language), newEmail);
  return {
    to,
    subject: t.changed.subject,
    text: `${t.greeting(name)}\n\n${what}\n\n${t.changed.notYou}\n${impressumUrl}\n\n— Inserat`,
    html: page(language, [
      escapeHtml(t.greeting(name)),
      escapeHtml(what),
      `${escapeHtml(t.changed.notYou)}<br><a href="${escapeHtml(impressumUrl)}">${escapeHtml(impressumUrl)}</a>`,
    ]),
  };
}
