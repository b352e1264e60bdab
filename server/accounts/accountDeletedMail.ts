import type { Language } from './domain/user';
import type { MailMessage } from '../platform/ports';
import { escapeHtml, mailDateTime } from '../platform/mailTemplates';

const TEXTS = {
  de: {
    subject: 'Ihr Inserat-Konto ist gelöscht',
    greeting: (name: string) => `Hallo ${name},`,
    done: (when: string) => `Ihr Konto bei Inserat wurde am ${when} auf Ihren Wunsch gelöscht.`,
    gone: 'Gelöscht sind Ihr Profil, Ihre Anzeigen mit ihren Bildern, Ihre Merkliste, Ihre Suchaufträge und die Nachrichten, die Sie geschrieben haben.',
    kept: 'Rechnungen über Ihre Käufe bewahren wir zehn Jahre auf, wie es das Steuerrecht verlangt (§ 147 AO) – nur mit dem Namen und der Anschrift, die Sie beim Kauf angegeben haben.',
    notYou: 'Wenn Sie das nicht waren, schreiben Sie uns bitte sofort an die Adresse im Impressum:',
    bye: 'Danke, dass Sie Inserat genutzt haben.',
  },
  en: {
    subject: 'Your Inserat account has been deleted',
    greeting: (name: string) => `Hello ${name},`,
    done: (when: string) => `your Inserat account was deleted on ${when}, as you asked.`,
    gone: 'Your profile, your ads with their photos, your saved ads, your saved searches and the messages you wrote are deleted.',
    kept: 'Invoices for your purchases are kept for ten years, as German tax law requires (§ 147 AO) – with only the name and address you gave when buying.',
    notYou: 'If this was not you, please write to us at once at the address in our legal notice:',
    bye: 'Thank you for using Inserat.',
  },
} as const;

/** The confirmation that an account is gone: what was deleted, what the law makes us keep, and whom to tell if it was not its owner. */
export function accountDeletedMail(input: {
  to: string;
  name: string;
  language: Language;
  at: Date;
  impressumUrl: string;
}): MailMessage {
  const t = TEXTS[input.language];
  const paragraphs = [
    t.greeting(input.name),
    t.done(mailDateTime(input.at, input.language)),
    t.gone,
    t.kept,
    `${t.notYou}\n${input.impressumUrl}`,
    t.bye,
  ];
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace('\n', '<br>')}</p>`).join('\n')}
<p>— Inserat</p>
</body></html>`;
  return { to: input.to, subject: t.subject, text: `${paragraphs.join('\n\n')}\n\n— Inserat`, html };
}
