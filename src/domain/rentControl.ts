import type { FieldError } from './errors';
import { foldText } from './folding';
import { isRent, type AdCategory } from './ad';
import { dayInGermany } from './calendar';
import { RENT_CONTROL_EXCEPTIONS } from './adValues';

/*
 * The Mietpreisbremse (§§ 556d–556g BGB): where a Land's Verordnung names a municipality, a new tenancy's rent may
 * exceed the local comparative rent by at most 10 %, unless one of the exceptions applies — and the landlord may rely
 * on an exception only if they told the tenant in text form before the tenant's contract declaration (§ 556g Abs. 1a).
 * So a rent ad there states which exception applies, or none; the ad shows it, and every applicant receives it in text
 * form (a message and a PDF) before a Zusage can be given (server/applications).
 */

export type RentControlException = (typeof RENT_CONTROL_EXCEPTIONS)[number];

/** What the landlord states: the exception relied on, and with the previous rent (§ 556e Abs. 1) its amount. */
export interface RentControlStatement {
  exception: RentControlException;
  /** Only with 'previous_rent': the previous tenant's net rent per month, in cents. */
  previousRentCents: number | null;
}

/** A municipality named by its Land's Verordnung, with the Verordnung and until when it applies. */
export interface RentControlArea {
  city: string;
  state: string;
  regulation: string;
  /** The last day it applies (the federal law allows Verordnungen until 31 Dec 2029, § 556d Abs. 2 BGB). */
  until: string;
}

/**
 * The municipalities with a Verordnung (COVERED), among them every one of the 20 largest German cities that has one;
 * Dortmund, Essen, Duisburg, Bochum, Wuppertal and Bielefeld (also among the 20) had none when this table was compiled
 * (December 2026, from the Länder's Verordnungen named here; docs/marketplace.md, "Letting", says how it is kept). A
 * municipality added or dropped by its Land is one line here.
 */
const UNTIL = '2029-12-31';

/** Each Land's Verordnung and the last day it applies. */
const REGULATIONS: Record<string, { regulation: string; until: string }> = {
  BE: { regulation: 'Mietenbegrenzungsverordnung Berlin', until: UNTIL },
  HH: { regulation: 'Mietpreisbegrenzungsverordnung Hamburg', until: UNTIL },
  BY: { regulation: 'Mieterschutzverordnung Bayern', until: UNTIL },
  NW: { regulation: 'Mieterschutzverordnung Nordrhein-Westfalen', until: UNTIL },
  HE: { regulation: 'Hessische Mietenbegrenzungsverordnung', until: UNTIL },
  BW: { regulation: 'Mietpreisbegrenzungsverordnung Baden-Württemberg', until: UNTIL },
  SN: { regulation: 'Sächsische Mietpreisbegrenzungsverordnung', until: UNTIL },
  HB: { regulation: 'Bremische Mietenbegrenzungsverordnung', until: UNTIL },
  NI: { regulation: 'Niedersächsische Mieterschutzverordnung', until: UNTIL },
  RP: { regulation: 'Landesverordnung über die Bestimmung der Gebiete mit Mietpreisbegrenzung', until: UNTIL },
};

const COVERED: [city: string, state: keyof typeof REGULATIONS][] = [
  ['Berlin', 'BE'],
  ['Hamburg', 'HH'],
  ['München', 'BY'],
  ['Nürnberg', 'BY'],
  ['Regensburg', 'BY'],
  ['Köln', 'NW'],
  ['Düsseldorf', 'NW'],
  ['Bonn', 'NW'],
  ['Münster', 'NW'],
  ['Frankfurt am Main', 'HE'],
  ['Wiesbaden', 'HE'],
  ['Stuttgart', 'BW'],
  ['Freiburg im Breisgau', 'BW'],
  ['Heidelberg', 'BW'],
  ['Leipzig', 'SN'],
  ['Dresden', 'SN'],
  ['Bremen', 'HB'],
  ['Hannover', 'NI'],
  ['Mainz', 'RP'],
];

export const RENT_CONTROL_AREAS: readonly RentControlArea[] = COVERED.map(([city, state]) => ({
  city,
  state,
  ...REGULATIONS[state]!,
}));

/** Names people write for the same municipality ("Frankfurt", "Freiburg"), folded. */
const ALSO_WRITTEN: Record<string, string> = {
  frankfurt: 'Frankfurt am Main',
  'frankfurt/main': 'Frankfurt am Main',
  'frankfurt a. m.': 'Frankfurt am Main',
  'frankfurt a.m.': 'Frankfurt am Main',
  freiburg: 'Freiburg im Breisgau',
  munich: 'München',
  cologne: 'Köln',
  nuremberg: 'Nürnberg',
  hanover: 'Hannover',
};

const BY_NAME = new Map(RENT_CONTROL_AREAS.map((area) => [foldText(area.city), area]));

/** The Verordnung that covers a flat in `city` on `day` (YYYY-MM-DD), or none. */
export function rentControlArea(city: string | null | undefined, day: string): RentControlArea | null {
  if (!city) return null;
  const folded = foldText(city.trim()).replace(/\s+/g, ' ');
  const area = BY_NAME.get(folded) ?? BY_NAME.get(foldText(ALSO_WRITTEN[folded] ?? ''));
  return area && day <= area.until ? area : null;
}

/** The Verordnung a rental falls under at `now`: none for a sale, a category not yet chosen, or a place without one. */
export function rentControlAreaOf(
  ad: { category: AdCategory | ''; city: string | null | undefined },
  now: Date,
): RentControlArea | null {
  return ad.category !== '' && isRent(ad.category) ? rentControlArea(ad.city, dayInGermany(now)) : null;
}

/** A statement as the form and the API give it: a known exception, the previous rent exactly when it is relied on. */
export function rentControlErrors(value: unknown, maxCents: number): FieldError[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object')
    return [{ field: 'rentControl', code: 'invalid', message: 'rentControl must be an object' }];
  const statement = value as Partial<Record<keyof RentControlStatement, unknown>>;
  if (!(RENT_CONTROL_EXCEPTIONS as readonly unknown[]).includes(statement.exception))
    return [
      {
        field: 'rentControl.exception',
        code: 'invalid',
        message: `The exception must be one of ${RENT_CONTROL_EXCEPTIONS.join(', ')}`,
      },
    ];
  const amount = statement.previousRentCents;
  if (statement.exception !== 'previous_rent') return [];
  if (amount === null || amount === undefined)
    return [
      {
        field: 'rentControl.previousRentCents',
        code: 'required',
        message: 'State the previous rent you rely on (§ 556e Abs. 1 BGB)',
      },
    ];
  return typeof amount === 'number' && Number.isInteger(amount) && amount > 0 && amount <= maxCents
    ? []
    : [{ field: 'rentControl.previousRentCents', code: 'invalid', message: 'The previous rent must be an amount' }];
}

/** What is kept of a statement: the previous rent only with the exception that relies on it. */
export function storedRentControl(statement: RentControlStatement): RentControlStatement {
  return {
    exception: statement.exception,
    previousRentCents: statement.exception === 'previous_rent' ? statement.previousRentCents : null,
  };
}

/** The paragraph of the BGB each exception rests on. */
export const RENT_CONTROL_PARAGRAPHS: Record<RentControlException, string> = {
  none: '§ 556d Abs. 1 BGB',
  previous_rent: '§ 556e Abs. 1 BGB',
  modernisation: '§ 556e Abs. 2 BGB',
  first_use: '§ 556f Satz 1 BGB',
  comprehensive_modernisation: '§ 556f Satz 2 BGB',
};
