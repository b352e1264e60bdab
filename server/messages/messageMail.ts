import type { Language } from '../accounts/ports';
import type { MailMessage } from '../platform/ports';
import { escapeHtml } from '../platform/mailTemplates';

const TEXTS = {
  de: {
    subject: (title: string) => `Neue Nachricht zu „${title}“`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (from: string, count: number, title: string) =>
      count === 1
        ? `${from} hat Ihnen zu „${title}“ geschrieben:`
        : `${from} hat Ihnen zu „${title}“ ${count} Nachrichten geschrieben. Die neueste:`,
    action: 'Antworten Sie in Ihrem Postfach bei Inserat (Ihre E-Mail-Adresse bleibt dabei verborgen):',
    settings:
      'Diese Benachrichtigung kommt höchstens einmal pro Stunde und Unterhaltung, wenn eine Nachricht 10 Minuten ungelesen ist.',
    someone: 'Jemand',
  },
  en: {
    subject: (title: string) => `New message about “${title}”`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (from: string, count: number, title: string) =>
      count === 1
        ? `${from} wrote to you about “${title}”:`
        : `${from} sent you ${count} messages about “${title}”. The newest:`,
    action: 'Reply in your Inserat inbox (your e-mail address stays hidden):',
    settings: 'This notice comes at most once an hour per conversation, when a message has been unread for 10 minutes.',
    someone: 'Someone',
  },
} as const;

/** The mail to someone who has not read a message for a while: who wrote, the newest text, and the way to answer. */
export function unreadMessagesMail(input: {
  to: string;
  name: string;
  language: Language;
  from: string | null;
  adTitle: string;
  count: number;
  newest: string;
  conversationUrl: string;
}): MailMessage {
  const t = TEXTS[input.language];
  const from = input.from ?? t.someone;
  const excerpt = input.newest.length > 500 ? `${input.newest.slice(0, 500)}…` : input.newest;
  const quoted = excerpt
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = `${t.greeting(input.name)}\n\n${t.intro(from, input.count, input.adTitle)}\n\n${quoted}\n\n${t.action}\n${input.conversationUrl}\n\n${t.settings}\n\n— Inserat`;
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.intro(from, input.count, input.adTitle))}</p>
<blockquote style="border-left:4px solid #0f4c5c;margin:16px 0;padding:8px 16px;white-space:pre-wrap">${escapeHtml(excerpt)}</blockquote>
<p>${escapeHtml(t.action)}<br><a href="${escapeHtml(input.conversationUrl)}">${escapeHtml(input.conversationUrl)}</a></p>
<p style="color:#4f5b62;font-size:14px">${escapeHtml(t.settings)}</p>
<p>— Inserat</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.adTitle), text, html };
}
