import type { DecisionGround, DecisionKind } from './decisions';
import type { RiskRule } from './risk';

type Localized = { de: string; en: string };

/*
 * The words of a statement of reasons, the same in its mail (server) and on its page (client): the ground with the law
 * or clause of our terms it rests on, what was decided, and the kinds of signal the automated check found (named
 * generally: the thresholds stay ours, so a scammer learns nothing to tune against).
 */

export const GROUND_TEXTS: Record<DecisionGround, Localized> = {
  fraud: {
    de: 'Betrug, etwa Vorauszahlungsbetrug (§ 5 AGB: nur tatsächlich verfügbare Objekte; § 263 StGB)',
    en: 'Fraud, such as the advance-payment scam (§ 5 of our terms: only really available properties; § 263 StGB)',
  },
  fraud_suspected: {
    de: 'Anzeichen für Betrug, die vor der Veröffentlichung geprüft werden (§ 10 AGB)',
    en: 'Signs of fraud, reviewed before publication (§ 10 of our terms)',
  },
  misleading: {
    de: 'Irreführende oder unwahre Angaben (§ 5 AGB)',
    en: 'Misleading or untrue details (§ 5 of our terms)',
  },
  discrimination: {
    de: 'Diskriminierung beim Zugang zu Wohnraum (§ 5 AGB, § 19 AGG)',
    en: 'Discrimination in access to housing (§ 5 of our terms, § 19 AGG)',
  },
  foreign_images: {
    de: 'Bilder, die weder eigene noch lizenzierte sind (§§ 5, 6 AGB)',
    en: 'Pictures that are neither your own nor licensed (§§ 5, 6 of our terms)',
  },
  energy_details: {
    de: 'Pflichtangaben aus dem Energieausweis fehlen (§ 5 AGB, § 87 GEG)',
    en: 'Mandatory energy certificate details are missing (§ 5 of our terms, § 87 GEG)',
  },
  not_real_estate: {
    de: 'Kein Bezug zu Immobilien (§ 5 AGB)',
    en: 'Not about real estate (§ 5 of our terms)',
  },
  unlawful: {
    de: 'Rechtswidriger Inhalt (§ 5 AGB)',
    en: 'Unlawful content (§ 5 of our terms)',
  },
  account_misuse: {
    de: 'Nutzung des Kontos entgegen den Bedingungen oder dem Gesetz (§ 3 AGB)',
    en: 'Use of the account against our terms or the law (§ 3 of our terms)',
  },
  no_violation: {
    de: 'Kein Verstoß gegen Gesetze oder unsere AGB festgestellt',
    en: 'No breach of the law or our terms found',
  },
};

export const KIND_TEXTS: Record<DecisionKind, Localized> = {
  ad_held: {
    de: 'Ihre Anzeige wird vor der Veröffentlichung von uns geprüft („In Prüfung“).',
    en: 'Your ad is reviewed by us before it is published (“In review”).',
  },
  ad_rejected: {
    de: 'Ihre Anzeige wird nicht veröffentlicht.',
    en: 'Your ad is not published.',
  },
  ad_taken_down: {
    de: 'Ihre Anzeige wurde offline genommen.',
    en: 'Your ad was taken offline.',
  },
  account_blocked: {
    de: 'Ihr Konto wurde gesperrt; Ihre Anzeigen sind nicht mehr sichtbar.',
    en: 'Your account was blocked; your ads are no longer visible.',
  },
  report_dismissed: {
    de: 'Ihre Meldung führt zu keiner Maßnahme.',
    en: 'Your report leads to no action.',
  },
};

/** Whether automated means were used (DSA Art. 17(3)(c)), as the statement says it. */
export function automationText(detection: boolean, decision: boolean): Localized {
  if (decision)
    return {
      de: 'Die Entscheidung hat unsere automatische Prüfung getroffen; eine Person prüft die Anzeige, bevor sie endgültig abgelehnt wird.',
      en: 'Our automated check made this decision; a person reviews the ad before it is ever finally rejected.',
    };
  if (detection)
    return {
      de: 'Unsere automatische Prüfung hat die Anzeige erkannt; entschieden hat eine Moderatorin oder ein Moderator.',
      en: 'Our automated check detected the ad; a moderator made the decision.',
    };
  return {
    de: 'Es wurden keine automatisierten Mittel eingesetzt; entschieden hat eine Moderatorin oder ein Moderator.',
    en: 'No automated means were used; a moderator made the decision.',
  };
}

/** The kinds of signal the automated check found, as a held ad's facts name them. */
export const SIGNAL_TEXTS: Record<RiskRule, Localized> = {
  price_far_below_local: { de: 'ein Preis weit unter dem örtlichen Niveau', en: 'a price far below the local level' },
  photo_used_elsewhere: {
    de: 'ein Foto, das bereits in der Anzeige eines anderen Kontos verwendet wird',
    en: 'a photo already used in another account’s ad',
  },
  text_copied: {
    de: 'eine Beschreibung wie in der Anzeige eines anderen Kontos',
    en: 'a description like that of another account’s ad',
  },
  contact_off_platform: {
    de: 'Kontaktdaten, die am Nachrichtensystem vorbeiführen',
    en: 'contact details that lead around our messages',
  },
  advance_payment_wording: {
    de: 'Formulierungen, die Zahlungen vor einer Besichtigung verlangen',
    en: 'wording that asks for payment before a viewing',
  },
  text_dressed_up: {
    de: 'ein Text, der Filter umgehen soll (verwechselbare Schriftzeichen, unsichtbare Zeichen, gesperrte Buchstaben oder Zahlen in Worten)',
    en: 'a text made to slip past filters (look-alike characters, invisible characters, spaced-out letters or numbers in words)',
  },
  learned_from_decisions: {
    de: 'Formulierungen wie in Anzeigen, die unsere Moderation bereits abgelehnt hat',
    en: 'wording like that of ads our moderators have already rejected',
  },
  new_account_burst: {
    de: 'viele Anzeigen eines neuen Kontos in kurzer Zeit',
    en: 'many ads from a new account in a short time',
  },
  messages_cautioned: {
    de: 'Nachrichten an Interessenten, die Zahlungen vor einer Besichtigung verlangen oder aus dem Nachrichtensystem führen',
    en: 'messages to seekers that ask for payment before a viewing or lead out of our messages',
  },
  excluding_wording: {
    de: 'Formulierungen, die Menschen wegen ihrer Herkunft, Religion, Behinderung, ihres Alters oder ihrer Familie von der Wohnung ausschließen (§ 19 Allgemeines Gleichbehandlungsgesetz, AGG)',
    en: 'wording that shuts people out of the home for their origin, religion, disability, age or family (§ 19 of the German General Equal Treatment Act, AGG)',
  },
  tenant_commission: {
    de: 'eine Maklerprovision, die Mieter zahlen sollen (Mieter zahlen keine, § 2 Abs. 1a Wohnungsvermittlungsgesetz)',
    en: 'an agent’s commission asked of tenants (tenants pay none, § 2 (1a) of the German Housing Brokerage Act)',
  },
  contact_shared: {
    de: 'eine Telefonnummer oder Kontaktangabe, die auch andere Konten verwenden',
    en: 'a phone number or contact detail that other accounts use too',
  },
  device_shared: {
    de: 'ein neues Konto aus einem Browser, in dem schon mehrere andere Konten angemeldet waren',
    en: 'a new account from a browser several other accounts had signed in from',
  },
};
