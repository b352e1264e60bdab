import type { AdInput } from '../../../src/domain/adValidation';
import type { NumberKind } from '../../../src/domain/numbers';
import { ObjectReader, type XmlElement } from './openImmoTree';
import { reason, type ImportReason } from './transferReport';
import { categoryOf } from './openImmoKind';
import { commissionOf, conditionOf, energyCertificateOf, featuresOf, heatingOf } from './openImmoFacts';
import { availableFromOf, descriptionOf, openImmoNumber, textOf } from './openImmoText';

export type ObjectAction = 'NEW' | 'CHANGE' | 'DELETE';

const OBJECT_NUMBER_MAX = 100;

/**
 * One file an object names: a picture, a floor plan or a document. OpenImmo's locations: EXTERN is a file beside the
 * XML in the ZIP, INTERN one written into the XML (base64), REMOTE a link.
 */
export interface OpenImmoAttachment {
  group: string;
  source: 'zip' | 'inline' | 'link';
  path: string;
  title: string | null;
  /** INTERN: the file's bytes, base64. */
  base64: string | null;
}

/** One `<immobilie>` read into what an ad holds, with what could not be read and what has no place on an ad. */
export interface OpenImmoObject {
  objectNumber: string | null;
  action: ObjectAction;
  input: Partial<AdInput>;
  /** Anything here refuses the object before the form's checks run. */
  problems: ImportReason[];
  /** What the seller should know although the object is taken. */
  notes: ImportReason[];
  /** Pictures in the order the ad shows them: the title picture first, then photos, then floor plans. */
  pictures: OpenImmoAttachment[];
  /** Documents and links (Exposé PDF, virtual tour): kept with the import. */
  documents: OpenImmoAttachment[];
  /** What no field shows, by path ("ausstattung/sauna"), kept with the import and listed in the report. */
  kept: { path: string; value: string }[];
}

const PHOTO_GROUPS = ['TITELBILD', 'AUSSENANSICHTEN', 'INNENANSICHTEN', 'BILD', 'PANORAMA', 'GRUNDRISS'];

/** Reads one `<immobilie>`: the same fields the form asks, each from where OpenImmo keeps it. */
export function readOpenImmoObject(element: XmlElement, position: number): OpenImmoObject {
  const read = new ObjectReader(element);
  const problems: ImportReason[] = [];
  const notes: ImportReason[] = [];
  const objectNumber =
    read.text('verwaltung_techn/objektnr_extern') ??
    read.text('verwaltung_techn/openimmo_obid') ??
    read.text('verwaltung_techn/objektnr_intern');
  const actionText = (read.text('verwaltung_techn/aktion/@aktionart') ?? read.text('verwaltung_techn/aktion') ?? '')
    .toUpperCase()
    .trim();
  const action: ObjectAction = actionText === 'DELETE' ? 'DELETE' : actionText === 'CHANGE' ? 'CHANGE' : 'NEW';
  if (!objectNumber)
    problems.push(
      reason('objektnr_extern', 'no_object_number', `Object ${position}: no object number (objektnr_extern)`),
    );
  // Agents' numbers are short ("WE-1001", a UUID); a kilobyte of "number" is no key to find an object by.
  else if (objectNumber.length > OBJECT_NUMBER_MAX)
    problems.push(
      reason(
        'objektnr_extern',
        'no_object_number',
        `Object ${position}: the object number is over ${OBJECT_NUMBER_MAX} characters`,
      ),
    );
  // The management data is the sender's own bookkeeping, the kind is read as a whole (categoryOf), the heating's fuel
  // is the energy certificate's business (its carrier).
  for (const path of [
    'verwaltung_techn',
    'kontaktperson',
    'weitere_adresse',
    'anhaenge',
    'objektkategorie',
    'ausstattung/befeuerung',
  ])
    read.readWhole(path);
  // Prices are listed in euros; a Swiss agent's francs would be shown as euros.
  const currency = (read.text('preise/waehrung/@iso_waehrung') ?? 'EUR').toUpperCase();
  if (currency !== 'EUR')
    problems.push(
      reason('priceCents', 'currency', `Prices in ${currency.slice(0, 3)} are not listed: send them in EUR`),
    );
  const country = (read.text('geo/land/@iso_land') ?? 'DEU').toUpperCase();
  if (!['DEU', 'AUT', 'CHE', 'DE', 'AT', 'CH'].includes(country))
    problems.push(
      reason('postalCode', 'unsupported_country', `Properties in ${country.slice(0, 3)} are not listed here`),
    );

  const number = (path: string, kind: NumberKind, field: string): number | null => {
    const text = read.text(path);
    if (text === null) return null;
    const value = openImmoNumber(text, kind);
    if (value === undefined) {
      problems.push(reason(field, 'not_a_number', `${path}: "${text.slice(0, 40)}" is not a number`));
      return null;
    }
    return value;
  };
  const cents = (path: string, field: string): number | null => {
    const euros = number(path, 'money', field);
    return euros === null ? null : Math.round(euros * 100);
  };

  const kind = categoryOf(read);
  if (!kind.category && action !== 'DELETE') problems.push(kind.problem);
  const category = kind.category;
  const rent = category === 'apartment_rent' || category === 'house_rent' || category === 'shared_room';
  const buy = category === 'apartment_buy' || category === 'house_buy' || category === 'land';

  // Prices. A rent's price is the Kaltmiete; a sale's the Kaufpreis ("auf Anfrage" when the sender says so).
  let priceCents: number | null;
  let priceType: AdInput['priceType'] = 'fixed';
  const onRequest =
    read.flag('preise/kaufpreis/@auf_anfrage') ||
    read.flag('preise/kaltmiete/@auf_anfrage') ||
    read.flag('preise/preis_auf_anfrage');
  if (buy || (category === 'commercial' && !read.flag('objektkategorie/vermarktungsart/@MIETE_PACHT'))) {
    priceCents = cents('preise/kaufpreis', 'priceCents') ?? cents('preise/kaufpreisbrutto', 'priceCents');
  } else {
    const cold =
      cents('preise/kaltmiete', 'priceCents') ??
      cents('preise/nettokaltmiete', 'priceCents') ??
      cents('preise/pacht', 'priceCents') ??
      cents('preise/stp_garage/@stellplatzmiete', 'priceCents') ??
      cents('preise/stp_tiefgarage/@stellplatzmiete', 'priceCents') ??
      cents('preise/stp_freiplatz/@stellplatzmiete', 'priceCents');
    const warm = cents('preise/warmmiete', 'priceCents') ?? cents('preise/pauschalmiete', 'priceCents');
    priceCents = cold;
    if (cold === null && warm !== null) {
      // Only the warm rent: the cold one is what is left after the Nebenkosten and the heating.
      const extra =
        (cents('preise/nebenkosten', 'serviceChargeCents') ?? 0) +
        (cents('preise/heizkosten', 'heatingCostCents') ?? 0);
      priceCents = warm - extra > 0 ? warm - extra : warm;
    }
  }
  if (priceCents === null && onRequest) priceType = 'on_request';
  const heatingIncluded = read.flag('preise/heizkosten_enthalten');

  // The street only where the sender released it (objektadresse_freigeben); else it is not kept at all.
  const released = read.flag('verwaltung_objekt/objektadresse_freigeben');
  const street = [read.text('geo/strasse'), read.text('geo/hausnummer')].filter(Boolean).join(' ') || null;
  if (street && !released)
    notes.push(reason('street', 'address_withheld', 'The address was not released: its street is not shown'));

  const energy = energyCertificateOf(read, (p, k, f) => number(p, k, f));
  const commission = commissionOf(read, rent);
  const floorNumber = number('geo/etage', 'whole', 'floor');
  const rooms = number('flaechen/anzahl_zimmer', 'area', 'rooms');

  const input: Partial<AdInput> = {
    title: textOf(read.text('freitexte/objekttitel')),
    description: descriptionOf(read),
    category: category ?? undefined,
    priceCents: priceType === 'on_request' ? null : priceCents,
    priceType,
    serviceChargeCents: cents('preise/nebenkosten', 'serviceChargeCents'),
    heatingCostCents: heatingIncluded ? null : cents('preise/heizkosten', 'heatingCostCents'),
    heatingIncluded,
    depositCents: cents('preise/kaution', 'depositCents'),
    hoaFeeCents: cents('preise/hausgeld', 'hoaFeeCents'),
    ...commission,
    propertyType: kind.propertyType,
    condition: conditionOf(read),
    heatingType: heatingOf(read),
    street: released ? street : null,
    showExactAddress: released && street !== null,
    postalCode: read.text('geo/plz') ?? undefined,
    city: read.text('geo/ort') ?? undefined,
    district: read.text('geo/regionaler_zusatz'),
    livingArea:
      number('flaechen/wohnflaeche', 'area', 'livingArea') ??
      (category === 'commercial' ? number('flaechen/nutzflaeche', 'area', 'livingArea') : null),
    // Half rooms are how rooms are counted here ("2,5 Zimmer"); a sender's 2.75 is read as 2.5.
    rooms: rooms === null ? null : Math.max(0.5, Math.floor(rooms * 2) / 2),
    plotArea: number('flaechen/grundstuecksflaeche', 'area', 'plotArea'),
    floor: floorNumber,
    yearBuilt: number('zustand_angaben/baujahr', 'whole', 'yearBuilt') ?? energy.yearBuilt,
    availableFrom: availableFromOf(read),
    features: featuresOf(read),
    energyCertificate: energy.certificate,
  };
  const attachments = read
    .all('anhaenge/anhang')
    .map(attachmentOf)
    .filter((a): a is OpenImmoAttachment => a !== null);
  const pictures = attachments
    .filter((a) => PHOTO_GROUPS.includes(a.group))
    .sort(
      (a, b) =>
        PHOTO_GROUPS.indexOf(a.group === 'BILD' ? 'INNENANSICHTEN' : a.group) -
        PHOTO_GROUPS.indexOf(b.group === 'BILD' ? 'INNENANSICHTEN' : b.group),
    );
  const documents = attachments.filter((a) => !PHOTO_GROUPS.includes(a.group));
  if (documents.length > 0)
    notes.push(
      reason(
        'documents',
        'documents_kept',
        `${documents.length} document(s) kept with the import, not shown on the ad`,
      ),
    );
  return { objectNumber, action, input, problems, notes, pictures, documents, kept: read.unread() };
}

function attachmentOf(element: XmlElement): OpenImmoAttachment | null {
  const read = new ObjectReader(element);
  const path = read.text('daten/pfad') ?? (read.text('daten/anhanginhalt') ? 'inline' : null);
  if (!path) return null;
  const location = (read.text('@location') ?? 'EXTERN').toUpperCase();
  const base64 = read.text('daten/anhanginhalt');
  const link = location === 'REMOTE' || /^https?:\/\//i.test(path);
  return {
    group: (read.text('@gruppe') ?? 'BILD').toUpperCase(),
    source: link ? 'link' : location === 'INTERN' && base64 ? 'inline' : 'zip',
    path,
    title: read.text('anhangtitel'),
    base64: link ? null : base64,
  };
}
