import { CONDITIONS, FLAT_TYPES, type Condition, type ENERGY_CARRIERS, type HeatingType } from '../../src/domain/ad';

/*
 * What makes a demo ad believable: its condition, heating, energy and floor fit its year and kind (a first visitor
 * judges the site by them; test/unit/demoAds.test.ts holds every demo ad to these).
 */

type EnergyCarrier = (typeof ENERGY_CARRIERS)[number];

/** The houses an "Einfamilienhaus" can be, and a "freistehendes Haus". */
export const FAMILY_HOUSES = ['detached', 'semi_detached', 'terraced', 'end_terrace', 'bungalow', 'villa'] as const;
export const DETACHED_HOUSES = ['detached', 'villa', 'bungalow', 'farmhouse'] as const;

export function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** What a building of that year can be in: first occupancy only when new, in need of renovation only when old. */
export function conditionsFor(year: number): readonly Condition[] {
  if (year >= 2024) return ['first_occupancy', 'as_new'];
  if (year >= 2015) return ['as_new', 'well_kept'];
  if (year >= 2000) return ['well_kept', 'refurbished'];
  return CONDITIONS.filter((c) => c !== 'first_occupancy' && c !== 'as_new');
}

/** Heating a building of that year plausibly has: no night storage heaters or stoves in new buildings. */
export function heatingFor(year: number): readonly HeatingType[] {
  if (year >= 2015) return ['heat_pump', 'underfloor', 'district', 'central'];
  if (year >= 1996) return ['central', 'self_contained', 'district', 'underfloor', 'heat_pump'];
  if (year >= 1971) return ['central', 'self_contained', 'district', 'night_storage'];
  return ['central', 'self_contained', 'district', 'night_storage', 'stove'];
}

/** The energy the certificate names for that heating (a draw picks between the plausible ones). */
export function carrierFor(heating: HeatingType | null, draw: number): EnergyCarrier {
  const options: Record<HeatingType, readonly EnergyCarrier[]> = {
    heat_pump: ['heat_pump'],
    district: ['district_heating'],
    night_storage: ['electricity'],
    stove: ['wood_pellets'],
    central: ['gas', 'oil'],
    self_contained: ['gas'],
    underfloor: ['gas', 'heat_pump'],
  };
  const list = heating ? options[heating] : (['gas', 'district_heating', 'heat_pump', 'oil'] as const);
  return list[Math.floor(draw * list.length)]!;
}

/** The floor a flat of that kind is on: attic and penthouse at the top, the ground floor at 0, a souterrain below. */
function floorFor(type: (typeof FLAT_TYPES)[number], draw: number): number {
  if (type === 'ground_floor') return 0;
  if (type === 'souterrain') return -1;
  if (type === 'attic' || type === 'penthouse') return 4 + Math.floor(draw * 3);
  return 1 + Math.floor(draw * 5);
}

/** A flat's kind and the floor that kind is on (two draws, as before). */
export function flat(random: () => number): { propertyType: (typeof FLAT_TYPES)[number]; floor: number } {
  const propertyType = pick(random, FLAT_TYPES);
  return { propertyType, floor: floorFor(propertyType, random()) };
}

/** What a building's age is called in an ad: a word for the text, a title's opening. */
export interface Era {
  word: string;
  title: string;
}

export function era(year: number): Era {
  if (year < 1950) return { word: 'Altbau', title: 'Altbauwohnung' };
  if (year > 2015) return { word: 'Neubau', title: 'Neubauwohnung' };
  return { word: 'Bestand', title: 'Wohnung' };
}
