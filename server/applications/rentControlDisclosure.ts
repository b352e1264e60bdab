import { GERMAN_TIME_ZONE } from '../../src/domain/calendar';
import { formatPrice } from '../../src/domain/numbers';
import {
  RENT_CONTROL_PARAGRAPHS,
  rentControlAreaOf,
  type RentControlArea,
  type RentControlStatement,
} from '../../src/domain/rentControl';
import type { AdRecord } from '../ads/ports';
import type { UserRecord } from '../accounts/ports';
import type { Logger, Repositories } from '../platform/ports';
import type { ApplicantMessages, ApplicationRecord, RentControlDisclosureRecord } from './ports';

type Language = 'de' | 'en';

/**
 * The Mietpreisbremse statement an ad owes its applicants (§ 556g Abs. 1a BGB): a rental's, where a Verordnung applies
 * on `now`; none elsewhere.
 */
export function statementDue(
  ad: Pick<AdRecord, 'category' | 'city' | 'rentControl'>,
  now: Date,
): { area: RentControlArea; statement: RentControlStatement } | null {
  const area = ad.rentControl ? rentControlAreaOf(ad, now) : null;
  return area && ad.rentControl ? { area, statement: ad.rentControl } : null;
}

/** Whether the statement delivered is the one the ad makes now (a changed one is delivered again). */
export function deliveredAsStated(
  delivered: RentControlDisclosureRecord | undefined,
  statement: RentControlStatement,
): boolean {
  return (
    delivered !== undefined &&
    delivered.statement.exception === statement.exception &&
    delivered.statement.previousRentCents === statement.previousRentCents
  );
}

const EXCEPTIONS: Record<Language, Record<RentControlStatement['exception'], (amount: string) => string>> = {
  de: {
    none: () => 'keine Ausnahme',
    previous_rent: (amount) => `die Vormiete: Die Nettokaltmiete des Vormieters betrug ${amount} im Monat`,
    modernisation: () => 'eine Modernisierung in den letzten drei Jahren vor Beginn des Mietverhältnisses',
    first_use: () => 'die erste Nutzung und Vermietung der Wohnung nach dem 1. Oktober 2014',
    comprehensive_modernisation: () => 'die erste Vermietung nach umfassender Modernisierung',
  },
  en: {
    none: () => 'no exception',
    previous_rent: (amount) => `the previous rent: the previous tenant's net cold rent was ${amount} per month`,
    modernisation: () => 'a modernisation in the three years before the tenancy begins',
    first_use: () => 'the first use and letting of the flat after 1 October 2014',
    comprehensive_modernisation: () => 'the first letting after a comprehensive modernisation',
  },
};

/** The statement in the words delivered to the applicant, in their language: a heading and its paragraphs. */
export function disclosureText(
  ad: Pick<AdRecord, 'title' | 'postalCode' | 'city' | 'priceCents'>,
  due: { area: RentControlArea; statement: RentControlStatement },
  applicantName: string,
  language: Language,
  deliveredAt: Date,
): string {
  const { area, statement } = due;
  const amount = formatPrice(statement.previousRentCents ?? 0, language);
  const relied = `${EXCEPTIONS[language][statement.exception](amount)} (${RENT_CONTROL_PARAGRAPHS[statement.exception]}).`;
  const when = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: GERMAN_TIME_ZONE,
  }).format(deliveredAt);
  const rent = ad.priceCents === null ? null : formatPrice(ad.priceCents, language);
  return language === 'en'
    ? [
        `Rent control statement (§ 556g (1a) BGB) for “${ad.title}”, ${ad.postalCode} ${ad.city}`,
        `The flat lies in ${area.city}, where the ${area.regulation} applies: the rent may exceed the local comparative rent at the start of the tenancy by at most 10 % (§ 556d (1) BGB) unless an exception applies.`,
        `The landlord relies on ${relied}`,
        ...(rent ? [`Net cold rent as advertised: ${rent} per month.`] : []),
        `Delivered in text form through Inserat to ${applicantName} on ${when}.`,
      ].join('\n\n')
    : [
        `Auskunft zur Mietpreisbremse (§ 556g Abs. 1a BGB) für „${ad.title}“, ${ad.postalCode} ${ad.city}`,
        `Die Wohnung liegt in ${area.city}; dort gilt die ${area.regulation}: Die Miete darf die ortsübliche Vergleichsmiete zu Beginn des Mietverhältnisses um höchstens 10 % übersteigen (§ 556d Abs. 1 BGB), außer eine Ausnahme greift.`,
        `Der Vermieter beruft sich auf ${relied}`,
        ...(rent ? [`Nettokaltmiete laut Anzeige: ${rent} im Monat.`] : []),
        `In Textform über Inserat an ${applicantName} zugestellt am ${when}.`,
      ].join('\n\n');
}

/**
 * Delivers the ad's statement with an application: the proof is kept (which statement, which words, when) and the
 * words returned, to be sent in the conversation too. The applicant reads it in their language.
 */
export async function discloseRentControl(
  repos: Pick<Repositories, 'applications' | 'users'>,
  ad: AdRecord,
  due: { area: RentControlArea; statement: RentControlStatement },
  application: ApplicationRecord,
  now: Date,
): Promise<string> {
  const seeker = await repos.users.findById(application.seekerId);
  const language = seeker?.language ?? 'de';
  const name = seeker ? `${seeker.name} ${seeker.lastname}` : '';
  const text = disclosureText(ad, due, name, language, now);
  await repos.applications.addDisclosure({
    applicationId: application.id,
    statement: due.statement,
    language,
    text,
    deliveredAt: now,
  });
  return text;
}

/**
 * The delivered statement as a message in the conversation too, sent as the landlord. It is the courtesy copy: the
 * proof is kept and both download it, so a message that cannot be sent is logged, not an error.
 */
export async function sendStatementMessage(
  deps: { messages: ApplicantMessages; log: Logger },
  landlord: UserRecord,
  conversationId: string,
  text: string,
  about: { adId: string } | { applicationId: string },
): Promise<void> {
  await deps.messages
    .send(landlord, conversationId, text)
    .catch((err: unknown) =>
      deps.log.warn({ err, ...about }, 'the rent control statement could not be sent as a message'),
    );
}
