import type { Language } from '../accounts/ports';
import type { MailMessage } from '../platform/ports';
import { escapeHtml, mailDateTime } from '../platform/mailTemplates';

export type ViewingMailKind = 'invited' | 'booked' | 'moved' | 'cancelled' | 'slot_cancelled' | 'reminder';

const TEXTS = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    subject: {
      invited: (t: string) => `Einladung zur Besichtigung: „${t}“`,
      booked: (t: string) => `Besichtigung gebucht: „${t}“`,
      moved: (t: string) => `Besichtigung verlegt: „${t}“`,
      cancelled: (t: string) => `Besichtigung abgesagt: „${t}“`,
      slot_cancelled: (t: string) => `Der Vermieter hat die Besichtigung abgesagt: „${t}“`,
      reminder: (t: string) => `Morgen: Besichtigung „${t}“`,
    },
    intro: {
      invited: (t: string) => `Sie sind eingeladen, die Anzeige „${t}“ zu besichtigen. Wählen Sie einen Termin:`,
      booked: (t: string, when: string) => `Ihre Besichtigung von „${t}“ ist gebucht: ${when}.`,
      moved: (t: string, when: string) => `Ihre Besichtigung von „${t}“ ist jetzt am ${when}.`,
      cancelled: (t: string, when: string) => `Sie haben Ihre Besichtigung von „${t}“ am ${when} abgesagt.`,
      slot_cancelled: (t: string, when: string) =>
        `Der Termin am ${when} für „${t}“ findet nicht statt. Wenn es andere Termine gibt, können Sie einen davon buchen:`,
      reminder: (t: string, when: string) => `Zur Erinnerung: Ihre Besichtigung von „${t}“ ist am ${when}.`,
    },
    where: 'Ort',
    note: 'Hinweis des Vermieters',
    manage: 'Termin ansehen, verlegen oder absagen:',
    calendar: 'Der Termin liegt als Kalenderdatei (.ics) bei.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    subject: {
      invited: (t: string) => `Invitation to a viewing: “${t}”`,
      booked: (t: string) => `Viewing booked: “${t}”`,
      moved: (t: string) => `Viewing moved: “${t}”`,
      cancelled: (t: string) => `Viewing cancelled: “${t}”`,
      slot_cancelled: (t: string) => `The landlord cancelled the viewing: “${t}”`,
      reminder: (t: string) => `Tomorrow: viewing of “${t}”`,
    },
    intro: {
      invited: (t: string) => `You are invited to view “${t}”. Choose a time:`,
      booked: (t: string, when: string) => `Your viewing of “${t}” is booked: ${when}.`,
      moved: (t: string, when: string) => `Your viewing of “${t}” is now on ${when}.`,
      cancelled: (t: string, when: string) => `You cancelled your viewing of “${t}” on ${when}.`,
      slot_cancelled: (t: string, when: string) =>
        `The viewing of “${t}” on ${when} will not take place. If there are other times, you can book one of them:`,
      reminder: (t: string, when: string) => `A reminder: your viewing of “${t}” is on ${when}.`,
    },
    where: 'Where',
    note: 'Note from the landlord',
    manage: 'See, move or cancel it:',
    calendar: 'The appointment is attached as a calendar file (.ics).',
  },
} as const;

/** A mail about a viewing, in the seeker's language and German time, with its calendar file when there is one. */
export function viewingMail(input: {
  kind: ViewingMailKind;
  to: string;
  name: string;
  language: Language;
  adTitle: string;
  start: Date | null;
  location: string | null;
  addressNote: string | null;
  url: string;
  ics: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
}): MailMessage {
  const t = TEXTS[input.language];
  const when = input.start ? mailDateTime(input.start, input.language) : '';
  const lines = [t.greeting(input.name), t.intro[input.kind](input.adTitle, when)];
  if (input.location && input.kind !== 'cancelled' && input.kind !== 'slot_cancelled')
    lines.push(`${t.where}: ${input.location}`);
  if (input.addressNote && (input.kind === 'booked' || input.kind === 'moved' || input.kind === 'reminder'))
    lines.push(`${t.note}: ${input.addressNote}`);
  const link = input.kind === 'invited' || input.kind === 'slot_cancelled' ? '' : t.manage;
  const tail = input.ics ? [t.calendar] : [];
  const text = `${lines.join('\n\n')}\n\n${link ? `${link}\n` : ''}${input.url}\n\n${tail.map((l) => `${l}\n\n`).join('')}— Inserat`;
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>${link ? `${escapeHtml(link)}<br>` : ''}<a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
${tail.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>— Inserat</p>
</body></html>`;
  const attachments = input.ics
    ? [
        {
          filename: input.ics.method === 'CANCEL' ? 'absage.ics' : 'besichtigung.ics',
          contentType: `text/calendar; charset=utf-8; method=${input.ics.method}`,
          contentBase64: Buffer.from(input.ics.content, 'utf8').toString('base64'),
        },
      ]
    : undefined;
  return { to: input.to, subject: t.subject[input.kind](input.adTitle), text, html, attachments };
}
