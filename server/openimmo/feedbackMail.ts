import type { UserRecord } from '../accounts/ports';
import type { MailMessage } from '../platform/ports';
import { escapeHtml } from '../platform/mailTemplates';

const TEXTS = {
  de: {
    subject: (count: number) =>
      count === 1 ? 'Neue Anfrage als OpenImmo-Feedback' : `${count} neue Anfragen als OpenImmo-Feedback`,
    body: (count: number) =>
      `${count === 1 ? 'Eine neue Anfrage' : `${count} neue Anfragen`} zu Ihren importierten Objekten – im Anhang als OpenImmo-Feedback für Ihre Maklersoftware.`,
    answer: 'Antworten Sie bitte in Inserat; die Adresse der Interessenten bleibt bei uns.',
    settings: 'Diese E-Mails ändern oder abbestellen:',
  },
  en: {
    subject: (count: number) =>
      count === 1 ? 'A new enquiry as OpenImmo-Feedback' : `${count} new enquiries as OpenImmo-Feedback`,
    body: (count: number) =>
      `${count === 1 ? 'A new enquiry' : `${count} new enquiries`} about your imported objects – attached as OpenImmo-Feedback for your agent software.`,
    answer: 'Please answer in Inserat; the enquirers’ addresses stay with us.',
    settings: 'Change or stop these e-mails:',
  },
} as const;

/** New enquiries to a trader's imported ads, with their OpenImmo-Feedback XML attached for the agent's software. */
export function feedbackMail(input: {
  to: string;
  language: UserRecord['language'];
  count: number;
  xml: string;
  settingsUrl: string;
  at: Date;
}): MailMessage {
  const t = TEXTS[input.language];
  const paragraphs = [t.body(input.count), t.answer, `${t.settings}\n${input.settingsUrl}`];
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace('\n', '<br>')}</p>`).join('\n')}
<p>— Inserat</p>
</body></html>`;
  return {
    to: input.to,
    subject: t.subject(input.count),
    text: `${paragraphs.join('\n\n')}\n\n— Inserat`,
    html,
    attachments: [
      {
        filename: `openimmo-feedback-${input.at.toISOString().slice(0, 16).replace(/[:T]/g, '-')}.xml`,
        contentType: 'application/xml',
        contentBase64: Buffer.from(input.xml, 'utf8').toString('base64'),
      },
    ],
  };
}
