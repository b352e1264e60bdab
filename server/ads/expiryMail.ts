import type { Language } from '../accounts/ports';
import type { MailMessage } from '../platform/ports';
import { escapeHtml, mailDateTime } from '../platform/mailTemplates';

const TEXTS = {
  de: {
    subject: (title: string) => `Ihre Anzeige „${title}“ läuft bald ab`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (title: string, date: string) => `Ihre Anzeige „${title}“ ist noch bis ${date} online.`,
    action:
      'Wenn sie länger laufen soll, veröffentlichen Sie sie nach dem Ablauf im Dashboard erneut; wenn sie nur eine Weile offline sein soll, pausieren Sie sie dort kostenlos:',
  },
  en: {
    subject: (title: string) => `Your ad “${title}” runs out soon`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (title: string, date: string) => `Your ad “${title}” is online until ${date}.`,
    action:
      'To keep it running, publish it again on your dashboard once it has run out; to take it offline for a while, pause it there free of charge:',
  },
} as const;

/** The owner's reminder a few days before an ad runs out, with its end in their language and time zone. */
export function expiryMail(input: {
  to: string;
  name: string;
  language: Language;
  adTitle: string;
  expiresAt: Date;
  dashboardUrl: string;
}): MailMessage {
  const t = TEXTS[input.language];
  const date = mailDateTime(input.expiresAt, input.language);
  const text = `${t.greeting(input.name)}\n\n${t.intro(input.adTitle, date)}\n\n${t.action}\n${input.dashboardUrl}\n\n— Inserat`;
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.intro(input.adTitle, date))}</p>
<p>${escapeHtml(t.action)}<br><a href="${escapeHtml(input.dashboardUrl)}">${escapeHtml(input.dashboardUrl)}</a></p>
<p>— Inserat</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.adTitle), text, html };
}
