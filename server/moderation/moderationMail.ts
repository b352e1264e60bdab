import type { Language } from '../accounts/ports';
import type { MailMessage } from '../platform/ports';
import { escapeHtml } from '../platform/mailTemplates';

export type ModerationDecision = 'approved' | 'rejected' | 'changes_requested' | 'taken_down';

const TEXTS = {
  de: {
    subject: {
      approved: (title: string) => `Ihre Anzeige „${title}“ ist online`,
      rejected: (title: string) => `Ihre Anzeige „${title}“ wurde abgelehnt`,
      changes_requested: (title: string) => `Bitte ändern Sie Ihre Anzeige „${title}“`,
      taken_down: (title: string) => `Ihre Anzeige „${title}“ wurde offline genommen`,
    },
    greeting: (name: string) => `Hallo ${name},`,
    intro: {
      approved: (title: string) =>
        `wir haben Ihre Anzeige „${title}“ geprüft und freigeschaltet. Sie ist jetzt für alle sichtbar:`,
      rejected: (title: string) => `wir haben Ihre Anzeige „${title}“ geprüft und können sie so nicht veröffentlichen.`,
      changes_requested: (title: string) =>
        `wir haben Ihre Anzeige „${title}“ geprüft. Bevor sie online gehen kann, bitten wir Sie um eine Änderung.`,
      taken_down: (title: string) =>
        `wir haben Ihre Anzeige „${title}“ offline genommen; sie ist für Besucher nicht mehr sichtbar.`,
    },
    reason: 'Begründung:',
    action: {
      approved: 'Ihre Anzeigen verwalten Sie im Dashboard.',
      rejected:
        'Bitte bearbeiten Sie die Anzeige und veröffentlichen Sie sie erneut; das Guthaben dafür erhalten Sie zurück, wenn es eine erste Veröffentlichung war:',
      changes_requested:
        'Sobald Sie die Anzeige gespeichert haben, prüfen wir sie erneut; ein weiteres Guthaben brauchen Sie dafür nicht:',
      taken_down: 'Sie können die Anzeige ändern und erneut zur Veröffentlichung einreichen:',
    },
  },
  en: {
    subject: {
      approved: (title: string) => `Your ad “${title}” is online`,
      rejected: (title: string) => `Your ad “${title}” was rejected`,
      changes_requested: (title: string) => `Please change your ad “${title}”`,
      taken_down: (title: string) => `Your ad “${title}” was taken offline`,
    },
    greeting: (name: string) => `Hello ${name},`,
    intro: {
      approved: (title: string) => `we have reviewed your ad “${title}” and published it. Everyone can see it now:`,
      rejected: (title: string) => `we have reviewed your ad “${title}” and cannot publish it as it is.`,
      changes_requested: (title: string) =>
        `we have reviewed your ad “${title}”. Before it can go online, we ask you to change something.`,
      taken_down: (title: string) => `we have taken your ad “${title}” offline; visitors can no longer see it.`,
    },
    reason: 'Reason:',
    action: {
      approved: 'You manage your ads on your dashboard.',
      rejected: 'Please edit the ad and publish it again; the credit comes back to you if it was a first publication:',
      changes_requested: 'Once you have saved the ad, we review it again; you do not need another credit for that:',
      taken_down: 'You can change the ad and submit it for publication again:',
    },
  },
} as const;

/** The seller's mail after a moderator's decision: what was decided, the reason of a rejection, and where to go on. */
export function moderationMail(input: {
  to: string;
  name: string;
  language: Language;
  adTitle: string;
  decision: ModerationDecision;
  reason: string | null;
  adUrl: string;
  editUrl: string;
}): MailMessage {
  const t = TEXTS[input.language];
  const approved = input.decision === 'approved';
  const link = approved ? input.adUrl : input.editUrl;
  const reason = !approved && input.reason ? `${t.reason} ${input.reason}` : null;
  const lines = [
    t.greeting(input.name),
    '',
    t.intro[input.decision](input.adTitle),
    ...(approved ? [link] : []),
    ...(reason ? ['', reason] : []),
    '',
    t.action[input.decision],
    ...(approved ? [] : [link]),
    '',
    '— Inserat',
  ];
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.intro[input.decision](input.adTitle))}${approved ? `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : ''}</p>
${reason ? `<blockquote style="border-left:4px solid #b3261e;margin:16px 0;padding:8px 16px;white-space:pre-wrap">${escapeHtml(reason)}</blockquote>` : ''}
<p>${escapeHtml(t.action[input.decision])}${approved ? '' : `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`}</p>
<p>— Inserat</p>
</body></html>`;
  return { to: input.to, subject: t.subject[input.decision](input.adTitle), text: lines.join('\n'), html };
}
