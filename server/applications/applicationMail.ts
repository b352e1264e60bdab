import type { Language } from '../accounts/ports';
import type { MailMessage } from '../platform/ports';
import { escapeHtml } from '../platform/mailTemplates';

const TEXTS = {
  de: {
    subject: (t: string) => `Unterlagen für Ihre Bewerbung: „${t}“`,
    body: (name: string, t: string) =>
      `Hallo ${name},\n\nfür Ihre Bewerbung um „${t}“ bittet der Vermieter um Unterlagen (etwa Gehaltsnachweise). Sie entscheiden, welche Sie teilen; jeder Abruf wird Ihnen angezeigt, und Sie können die Freigabe jederzeit zurücknehmen:`,
  },
  en: {
    subject: (t: string) => `Documents for your application: “${t}”`,
    body: (name: string, t: string) =>
      `Hello ${name},\n\nfor your application for “${t}” the landlord asks for documents (such as payslips). You decide which to share; you see every time one is opened, and you can withdraw your consent at any time:`,
  },
} as const;

/** The applicant hears that the landlord asked for documents, and where to decide what to share. */
export function documentsRequestedMail(input: {
  to: string;
  name: string;
  language: Language;
  adTitle: string;
  url: string;
}): MailMessage {
  const t = TEXTS[input.language];
  const body = t.body(input.name, input.adTitle);
  const text = `${body}\n${input.url}\n\n— Inserat`;
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
${body
  .split('\n\n')
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
<p>— Inserat</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.adTitle), text, html };
}

/** The polite messages a landlord's decision sends in the conversation, in the applicant's language. */
export const DECISION_MESSAGES = {
  declined: {
    de: (t: string) =>
      `Vielen Dank für Ihr Interesse an „${t}“ und für Ihre Bewerbung. Wir haben uns für andere Mietinteressenten entschieden und wünschen Ihnen viel Erfolg bei der weiteren Suche.`,
    en: (t: string) =>
      `Thank you for your interest in “${t}” and for your application. We have decided on other applicants and wish you every success with your search.`,
  },
  accepted: {
    de: (t: string) =>
      `Gute Nachrichten: Wir möchten Ihnen „${t}“ vermieten. Wir melden uns in Kürze wegen des Mietvertrags bei Ihnen.`,
    en: (t: string) => `Good news: we would like to let “${t}” to you. We will be in touch shortly about the lease.`,
  },
  let: {
    de: (t: string) =>
      `Vielen Dank für Ihre Bewerbung für „${t}“. Die Wohnung ist inzwischen vergeben; Ihre Bewerbung ist damit abgeschlossen. Wir wünschen Ihnen viel Erfolg bei der weiteren Suche.`,
    en: (t: string) =>
      `Thank you for your application for “${t}”. The flat has been let in the meantime, so your application is closed. We wish you every success with your search.`,
  },
} as const;
