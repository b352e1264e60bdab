import { automationText, GROUND_TEXTS, KIND_TEXTS } from '../../src/domain/decisionTexts';
import type { ComplaintOutcome, DecisionGround, DecisionKind } from '../../src/domain/decisions';
import type { Language } from '../accounts/ports';
import type { MailMessage } from '../platform/ports';
import { escapeHtml, mailDateTime } from '../platform/mailTemplates';

const TEXTS = {
  de: {
    // A visitor who reported without an account left an address, no name.
    greeting: (name: string) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    subject: {
      ad_held: (title: string) => `Ihre Anzeige „${title}“ wird vor der Veröffentlichung geprüft`,
      ad_rejected: (title: string) => `Ihre Anzeige „${title}“ wurde abgelehnt`,
      ad_taken_down: (title: string) => `Ihre Anzeige „${title}“ wurde offline genommen`,
      account_blocked: () => 'Ihr Konto wurde gesperrt',
      report_dismissed: (title: string) => `Ihre Meldung zu „${title}“: keine Maßnahme`,
    },
    aboutAd: (title: string) => `Anzeige „${title}“`,
    aboutAccount: 'Ihr Konto',
    aboutReport: (title: string) => `Ihre Meldung zu „${title}“`,
    concerning: 'Betrifft:',
    decision: 'Entscheidung:',
    facts: 'Begründung:',
    ground: 'Grund:',
    automation: 'Automatisierte Mittel:',
    contest: (until: string) =>
      `Sie können bis ${until} kostenlos Beschwerde einlegen; eine andere Person als die, die entschieden hat, prüft sie und antwortet mit Begründung:`,
    outside:
      'Außerdem können Sie sich an eine zertifizierte außergerichtliche Streitbeilegungsstelle (Art. 21 DSA) oder an ein Gericht wenden.',
    receivedSubject: (title: string) => `Ihre Meldung zu „${title}“ ist eingegangen`,
    received: (title: string) =>
      `vielen Dank für Ihre Meldung zu „${title}“. Sie ist bei uns eingegangen; wir prüfen sie und teilen Ihnen unsere Entscheidung mit.`,
    actionedSubject: (title: string) => `Ihre Meldung zu „${title}“: wir haben gehandelt`,
    actioned: (title: string) =>
      `wir haben Ihre Meldung zu „${title}“ geprüft und Maßnahmen ergriffen; der gemeldete Inhalt ist nicht mehr sichtbar.`,
    answeredSubject: (about: string) => `Antwort auf Ihre Beschwerde: ${about}`,
    edit: {
      ad_rejected:
        'Sie können die Anzeige auch bearbeiten und erneut veröffentlichen; das Guthaben erhalten Sie zurück, wenn es eine erste Veröffentlichung war:',
      ad_taken_down: 'Sie können die Anzeige auch ändern und erneut zur Veröffentlichung einreichen:',
    },
    answered: {
      upheld: 'wir haben Ihre Beschwerde geprüft. Die Entscheidung bleibt bestehen. Unsere Begründung:',
      reversed: 'wir haben Ihre Beschwerde geprüft und die Entscheidung aufgehoben. Unsere Begründung:',
    },
  },
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    subject: {
      ad_held: (title: string) => `Your ad “${title}” is reviewed before publication`,
      ad_rejected: (title: string) => `Your ad “${title}” was rejected`,
      ad_taken_down: (title: string) => `Your ad “${title}” was taken offline`,
      account_blocked: () => 'Your account was blocked',
      report_dismissed: (title: string) => `Your report about “${title}”: no action`,
    },
    aboutAd: (title: string) => `ad “${title}”`,
    aboutAccount: 'your account',
    aboutReport: (title: string) => `your report about “${title}”`,
    concerning: 'Concerning:',
    decision: 'Decision:',
    facts: 'Reason:',
    ground: 'Ground:',
    automation: 'Automated means:',
    contest: (until: string) =>
      `You can lodge a complaint free of charge until ${until}; someone other than the person who decided reviews it and answers with reasons:`,
    outside: 'You can also turn to a certified out-of-court dispute settlement body (Art. 21 DSA) or to a court.',
    receivedSubject: (title: string) => `We received your report about “${title}”`,
    received: (title: string) =>
      `thank you for your report about “${title}”. We have received it, will review it and tell you our decision.`,
    actionedSubject: (title: string) => `Your report about “${title}”: we took action`,
    actioned: (title: string) =>
      `we have reviewed your report about “${title}” and taken action; the reported content can no longer be seen.`,
    answeredSubject: (about: string) => `The answer to your complaint: ${about}`,
    edit: {
      ad_rejected:
        'You can also edit the ad and publish it again; the credit comes back to you if it was a first publication:',
      ad_taken_down: 'You can also change the ad and submit it for publication again:',
    },
    answered: {
      upheld: 'we have reviewed your complaint. The decision stands. Our reasons:',
      reversed: 'we have reviewed your complaint and reversed the decision. Our reasons:',
    },
  },
} as const;

interface Recipient {
  to: string;
  name: string;
  language: Language;
}

/** What a decision is about, as a subject line names it. */
function about(language: Language, kind: DecisionKind, title: string | null): string {
  const t = TEXTS[language];
  if (kind === 'account_blocked') return t.aboutAccount;
  if (kind === 'report_dismissed') return t.aboutReport(title ?? '');
  return t.aboutAd(title ?? '');
}

/** Plain paragraphs as a mail's text and its HTML (a link paragraph ends with its address). */
function mail(to: Recipient, subject: string, paragraphs: (string | [string, string])[]): MailMessage {
  const text = paragraphs.map((p) => (Array.isArray(p) ? `${p[0]}\n${p[1]}` : p)).join('\n\n');
  const html = paragraphs
    .map((p) =>
      Array.isArray(p)
        ? `<p>${escapeHtml(p[0])}<br><a href="${escapeHtml(p[1])}">${escapeHtml(p[1])}</a></p>`
        : `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return {
    to: to.to,
    subject,
    text: `${text}\n\n— Inserat`,
    html: `<!doctype html><html lang="${to.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">\n${html}\n<p>— Inserat</p>\n</body></html>`,
  };
}

/** The statement of reasons (DSA Art. 17): what, the facts, the ground, automated means, and how to contest it. */
export function statementOfReasonsMail(
  to: Recipient,
  decision: {
    kind: DecisionKind;
    ground: DecisionGround;
    facts: string;
    adTitle: string | null;
    automatedDetection: boolean;
    automatedDecision: boolean;
    complaintDeadline: Date;
    complaintUrl: string;
  },
  /** What the person can do besides complaining (edit the ad and publish it again), with its address. */
  next?: [string, string],
): MailMessage {
  const t = TEXTS[to.language];
  const lang = to.language;
  return mail(to, t.subject[decision.kind](decision.adTitle ?? ''), [
    t.greeting(to.name),
    `${t.concerning} ${about(lang, decision.kind, decision.adTitle)}`,
    `${t.decision} ${KIND_TEXTS[decision.kind][lang]}`,
    `${t.facts} ${decision.facts}`,
    `${t.ground} ${GROUND_TEXTS[decision.ground][lang]}`,
    `${t.automation} ${automationText(decision.automatedDetection, decision.automatedDecision)[lang]}`,
    ...(next ? [next] : []),
    [t.contest(mailDateTime(decision.complaintDeadline, lang)), decision.complaintUrl],
    t.outside,
  ]);
}

/** The way on after a rejection or take-down besides a complaint: edit the ad and publish it again. */
export function editNext(language: Language, kind: 'ad_rejected' | 'ad_taken_down', editUrl: string): [string, string] {
  return [TEXTS[language].edit[kind], editUrl];
}

/** The reporter's confirmation of receipt (DSA Art. 16(4)). */
export function reportReceivedMail(to: Recipient, title: string): MailMessage {
  const t = TEXTS[to.language];
  return mail(to, t.receivedSubject(title), [t.greeting(to.name), t.received(title)]);
}

/** The reporter hears that their notice led to action (DSA Art. 16(5)); a dismissal is a statement of reasons. */
export function reportActionedMail(to: Recipient, title: string): MailMessage {
  const t = TEXTS[to.language];
  return mail(to, t.actionedSubject(title), [t.greeting(to.name), t.actioned(title)]);
}

/** The reasoned answer to an internal complaint (DSA Art. 20(5)). */
export function complaintAnsweredMail(
  to: Recipient,
  complaint: { kind: DecisionKind; adTitle: string | null; outcome: ComplaintOutcome; answer: string; url: string },
): MailMessage {
  const t = TEXTS[to.language];
  return mail(to, t.answeredSubject(about(to.language, complaint.kind, complaint.adTitle)), [
    t.greeting(to.name),
    t.answered[complaint.outcome],
    complaint.answer,
    ['', complaint.url],
    t.outside,
  ]);
}
