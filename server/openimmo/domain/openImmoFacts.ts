import type { AdFeature, EnergyCertificate } from '../../../src/domain/ad';
import type { AdInput } from '../../../src/domain/adValidation';
import type { Condition, HeatingType } from '../../../src/domain/propertyKinds';
import type { NumberKind } from '../../../src/domain/numbers';
import type { ObjectReader } from './openImmoTree';
import { dateOf } from './openImmoText';

const CONDITIONS: Record<string, Condition> = {
  ERSTBEZUG: 'first_occupancy',
  NEUWERTIG: 'as_new',
  TEIL_VOLLSANIERT: 'refurbished',
  VOLL_SANIERT: 'refurbished',
  TEIL_SANIERT: 'refurbished',
  MODERNISIERT: 'refurbished',
  TEIL_VOLLRENOVIERT: 'renovated',
  GEPFLEGT: 'well_kept',
  SANIERUNGSBEDUERFTIG: 'needs_renovation',
  TEIL_VOLLRENOVIERUNGSBED: 'needs_renovation',
  BAUFAELLIG: 'needs_renovation',
};
/** heizungsart's attributes, the first that is set wins. */
const HEATINGS: [string, HeatingType][] = [
  ['FUSSBODEN', 'underfloor'],
  ['FERN', 'district'],
  ['ZENTRAL', 'central'],
  ['ETAGE', 'self_contained'],
  ['OFEN', 'stove'],
];
const CARRIERS: Record<string, EnergyCertificate['carrier']> = {
  GAS: 'gas',
  ERDGAS_LEICHT: 'gas',
  ERDGAS_SCHWER: 'gas',
  FLUESSIGGAS: 'gas',
  OEL: 'oil',
  FERN: 'district_heating',
  FERNWAERME: 'district_heating',
  FERNWAERME_DAMPF: 'district_heating',
  NAHWAERME: 'district_heating',
  ERDWAERME: 'heat_pump',
  LUFTWP: 'heat_pump',
  WAERMEPUMPE: 'heat_pump',
  STROM: 'electricity',
  ELEKTRO: 'electricity',
  PELLET: 'wood_pellets',
  HOLZ: 'wood_pellets',
  HOLZ_HACKSCHNITZEL: 'wood_pellets',
  SOLAR: 'solar',
};
/**
 * A rental names no commission for the tenant (the law's Bestellerprinzip): "provisionsfrei", "0" or nothing is
 * commission-free; anything else is stated and refused by the form's own check. A sale's buyer share in per cent
 * ("3,57 % inkl. MwSt.") is the § 656c figure; `provision_teilen` says the seller pays the same.
 */
export function commissionOf(
  read: ObjectReader,
  rent: boolean,
): Pick<AdInput, 'commission' | 'commissionFree' | 'buyerCommissionPercent' | 'sellerPaysSame'> {
  const text = read.text('preise/aussen_courtage');
  read.text('preise/courtage_hinweis');
  const free =
    text === null ||
    /provisionsfrei|courtagefrei|^0([.,]0+)?\s*%?$/i.test(text) ||
    (read.text('preise/provisionspflichtig') !== null && !read.flag('preise/provisionspflichtig'));
  if (free) return { commission: null, commissionFree: true, buyerCommissionPercent: null, sellerPaysSame: false };
  const percent = /(\d{1,2}(?:[.,]\d{1,2})?)\s*%/.exec(text);
  const value = percent ? Number(percent[1]!.replace(',', '.')) : null;
  return {
    commission: text.slice(0, 60),
    commissionFree: false,
    buyerCommissionPercent: rent ? null : value,
    sellerPaysSame: read.flag('preise/provision_teilen'),
  };
}

export function conditionOf(read: ObjectReader): Condition | null {
  return CONDITIONS[read.text('zustand_angaben/zustand/@zustand_art') ?? ''] ?? null;
}

export function heatingOf(read: ObjectReader): HeatingType | null {
  if (read.flag('ausstattung/befeuerung/@LUFTWP') || read.flag('ausstattung/befeuerung/@ERDWAERME')) return 'heat_pump';
  return HEATINGS.find(([name]) => read.flag(`ausstattung/heizungsart/@${name}`))?.[1] ?? null;
}

export function featuresOf(read: ObjectReader): AdFeature[] {
  const features: AdFeature[] = [];
  const count = (path: string) => Number(read.text(path) ?? 0) > 0;
  if (count('flaechen/anzahl_balkone') || read.flag('ausstattung/balkon')) features.push('balcony');
  if (count('flaechen/anzahl_terrassen') || read.flag('ausstattung/terrasse')) features.push('terrace');
  if (read.flag('ausstattung/gartennutzung')) features.push('garden');
  if (read.flag('ausstattung/fahrstuhl/@PERSONEN') || read.flag('ausstattung/fahrstuhl/@LASTEN'))
    features.push('elevator');
  if (read.flag('ausstattung/kueche/@EBK')) features.push('fitted_kitchen');
  if (/^(JA|TEIL)$/i.test(read.text('ausstattung/unterkellert/@keller') ?? '')) features.push('cellar');
  if (
    ['FREIPLATZ', 'CARPORT', 'TIEFGARAGE', 'PARKHAUS', 'DUPLEX'].some((p) =>
      read.flag(`ausstattung/stellplatzart/@${p}`),
    )
  )
    features.push('parking_space');
  if (read.flag('ausstattung/stellplatzart/@GARAGE')) features.push('garage');
  if (read.flag('ausstattung/barrierefrei') || read.flag('ausstattung/rollstuhlgerecht')) features.push('barrier_free');
  if (read.flag('verwaltung_objekt/haustiere')) features.push('pets_allowed');
  if (read.text('ausstattung/moebliert/@moeb') !== null || read.flag('ausstattung/moebliert'))
    features.push('furnished');
  if (read.flag('ausstattung/gaestewc') || count('flaechen/anzahl_sep_wc')) features.push('guest_toilet');
  return features;
}

/** GEG § 87: the certificate's kind, value, carrier and class; incomplete ones are left for the form's check. */
export function energyCertificateOf(
  read: ObjectReader,
  number: (path: string, kind: NumberKind, field: string) => number | null,
): { certificate: EnergyCertificate | null; yearBuilt: number | null } {
  const pass = 'zustand_angaben/energiepass';
  const kindText = (read.text(`${pass}/epart`) ?? '').toUpperCase();
  const yearBuilt = number(`${pass}/baujahr`, 'whole', 'yearBuilt');
  for (const path of [
    'gueltig_bis',
    'jahrgang',
    'gebaeudeart',
    'mitwarmwasser',
    'hwbwert',
    'hwbklasse',
    'fgeewert',
    'fgeeklasse',
  ])
    read.text(`${pass}/${path}`);
  if (kindText !== 'BEDARF' && kindText !== 'VERBRAUCH') return { certificate: null, yearBuilt };
  const demand = kindText === 'BEDARF';
  const kwh = demand
    ? number(`${pass}/endenergiebedarf`, 'area', 'energyCertificate.kwhPerSqmYear')
    : number(`${pass}/energieverbrauchkennwert`, 'area', 'energyCertificate.kwhPerSqmYear');
  const carrierText = (read.text(`${pass}/primaerenergietraeger`) ?? '').toUpperCase();
  const efficiencyClass = (read.text(`${pass}/wertklasse`) ?? '').toUpperCase();
  const issued = dateOf(read.text(`${pass}/ausstelldatum`));
  const certificate = {
    type: demand ? 'demand' : 'consumption',
    kwhPerSqmYear: kwh,
    carrier: CARRIERS[carrierText] ?? (carrierText ? 'other' : undefined),
    efficiencyClass: efficiencyClass || undefined,
    ...(issued ? { issuedOn: issued } : {}),
  } as EnergyCertificate;
  return { certificate, yearBuilt };
}

/** The way back (export): what the import reads as each condition, heating and energy carrier. */
export const CONDITION_OUT: Record<Condition, string> = {
  first_occupancy: 'ERSTBEZUG',
  as_new: 'NEUWERTIG',
  refurbished: 'MODERNISIERT',
  renovated: 'TEIL_VOLLRENOVIERT',
  well_kept: 'GEPFLEGT',
  needs_renovation: 'SANIERUNGSBEDUERFTIG',
};
/** heizungsart's attribute per heating; a heat pump is told by `befeuerung`, night storage has no name there. */
export const HEATING_OUT: Partial<Record<HeatingType, string>> = Object.fromEntries(
  HEATINGS.map(([name, type]) => [type, name]),
);
export const CARRIER_OUT: Record<EnergyCertificate['carrier'], string> = {
  gas: 'GAS',
  oil: 'OEL',
  district_heating: 'FERN',
  heat_pump: 'ERDWAERME',
  electricity: 'STROM',
  wood_pellets: 'PELLET',
  solar: 'SOLAR',
  other: 'SONSTIGE',
};
