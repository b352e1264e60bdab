/** Kinds of flats and houses as German portals list them (Etagenwohnung, Dachgeschoss, Reihenhaus, …). */
export const FLAT_TYPES = [
  'floor_apartment',
  'ground_floor',
  'attic',
  'maisonette',
  'penthouse',
  'loft',
  'souterrain',
] as const;
export const HOUSE_TYPES = [
  'detached',
  'semi_detached',
  'terraced',
  'end_terrace',
  'bungalow',
  'villa',
  'farmhouse',
  'multi_family',
] as const;
export const PROPERTY_TYPES = [...FLAT_TYPES, ...HOUSE_TYPES] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * The German word each property type goes by in an ad's text. An ad whose type is not filled in but whose title or
 * description says it ("Dachgeschoss") still matches the type's filter (ranked below those that state it).
 */
export const PROPERTY_TYPE_WORDS: Readonly<Record<PropertyType, string>> = {
  floor_apartment: 'Etagenwohnung',
  ground_floor: 'Erdgeschosswohnung',
  attic: 'Dachgeschoss',
  maisonette: 'Maisonette',
  penthouse: 'Penthouse',
  loft: 'Loft',
  souterrain: 'Souterrain',
  detached: 'Einfamilienhaus',
  semi_detached: 'Doppelhaushälfte',
  terraced: 'Reihenhaus',
  end_terrace: 'Reihenendhaus',
  bungalow: 'Bungalow',
  villa: 'Villa',
  farmhouse: 'Bauernhaus',
  multi_family: 'Mehrfamilienhaus',
};

export const CONDITIONS = [
  'first_occupancy',
  'as_new',
  'refurbished',
  'renovated',
  'well_kept',
  'needs_renovation',
] as const;
export type Condition = (typeof CONDITIONS)[number];

export const HEATING_TYPES = [
  'central',
  'self_contained',
  'underfloor',
  'district',
  'heat_pump',
  'stove',
  'night_storage',
] as const;
export type HeatingType = (typeof HEATING_TYPES)[number];
