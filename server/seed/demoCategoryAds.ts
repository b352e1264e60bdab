import type { AdCategory, AdFeature } from '../../src/domain/ad';
import type { AdInput } from '../../src/domain/adValidation';
import { DETACHED_HOUSES, FAMILY_HOUSES, flat, pick, type Era } from './demoPlausibility';

/** What every demo ad of one run has drawn before its category's own details (see demoAds). */
export interface DemoDraw {
  base: Omit<AdInput, 'title' | 'description' | 'category' | 'priceCents'>;
  category: AdCategory;
  place: { name: string; city: string; postalCode: string };
  area: number;
  rooms: number;
  year: number;
  built: Era;
  features: AdFeature[];
  energy: NonNullable<AdInput['energyCertificate']>;
  random: () => number;
  commercial: boolean;
}

export type DemoImageKind = 'house' | 'flat' | 'land' | 'other';

/** "2,5": how a German ad writes a number. */
export function german(value: number): string {
  return String(value).replace('.', ',');
}

export function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * Each category's own texts, prices and facts. The random draws happen in the same order as ever, so a fresh database
 * gets the same demo ads (tests and the relevance set name some of them).
 */
export const CATEGORY_ADS: Record<AdCategory, (draw: DemoDraw) => { ad: AdInput; imageKind: DemoImageKind }> = {
  apartment_rent: ({ base, category, place, area, rooms, year, built, features, energy, random }) => {
    const cold = round(380 + area * (10 + random() * 12), 10) * 100;
    const included = random() < 0.4;
    const ad: AdInput = {
      ...base,
      category,
      title: `${built.title} mit ${german(rooms)} Zimmern${features.includes('balcony') ? ' und Balkon' : ''} in ${place.name}`,
      description: `Helle, gut geschnittene ${german(rooms)}-Zimmer-Wohnung (${built.word}, Baujahr ${year}) in ${place.city}-${place.name}. ${area} m² Wohnfläche, ${features.includes('fitted_kitchen') ? 'Einbauküche vorhanden, ' : ''}${features.includes('balcony') ? 'Balkon zum ruhigen Hof, ' : ''}Tageslichtbad, Parkett in den Wohnräumen. Gute Anbindung an den öffentlichen Nahverkehr, Einkaufsmöglichkeiten in der Nähe.`,
      priceCents: cold,
      priceType: 'fixed',
      serviceChargeCents: round(area * 2.6, 5) * 100,
      heatingIncluded: included,
      heatingCostCents: included ? null : round(area * 1.1, 5) * 100,
      depositCents: cold * 3,
      commissionFree: true,
      commission: null,
      ...flat(random),
      livingArea: area,
      rooms,
      yearBuilt: year,
      availableFrom: `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-01`,
      features,
      energyCertificate: energy,
    };
    return { ad, imageKind: 'flat' };
  },
  apartment_buy: ({ base, category, place, area, rooms, year, built, features, energy, random }) => {
    const ad: AdInput = {
      ...base,
      category,
      title: `${built.word === 'Altbau' ? 'Altbau-Eigentumswohnung' : 'Eigentumswohnung'}, ${german(rooms)} Zimmer, ${place.name}`,
      description: `Gepflegte Eigentumswohnung mit ${area} m² in ruhiger Lage von ${place.name} (${built.word}, Baujahr ${year}). Ideal zur Selbstnutzung oder als Kapitalanlage. Gemeinschaftseigentum in gutem Zustand, Hausgeld moderat. Besichtigung nach Vereinbarung.`,
      priceCents: round(area * (3200 + random() * 5200), 1000) * 100,
      hoaFeeCents: round(area * 3.4, 5) * 100,
      ...flat(random),
      livingArea: area,
      rooms,
      yearBuilt: year,
      features,
      energyCertificate: energy,
    };
    return { ad, imageKind: 'flat' };
  },
  house_rent: ({ base, category, place, area, rooms, year, features, energy, random }) => {
    const cold = round(1200 + random() * 1800, 10) * 100;
    const ad: AdInput = {
      ...base,
      category,
      title: `Einfamilienhaus mit Garten zur Miete in ${place.name}`,
      description: `Familienfreundliches Haus mit ${round(area + 40, 1)} m² Wohnfläche, ${german(Math.max(4, rooms + 1))} Zimmern und eigenem Garten in ${place.city}. Schulen und Kitas fußläufig erreichbar, Stellplatz am Haus.`,
      priceCents: cold,
      priceType: 'fixed',
      serviceChargeCents: round((area + 40) * 2.2, 5) * 100,
      heatingCostCents: round((area + 40) * 1.2, 5) * 100,
      depositCents: cold * 3,
      commissionFree: true,
      commission: null,
      propertyType: pick(random, FAMILY_HOUSES),
      livingArea: round(area + 40, 1),
      rooms: Math.max(4, rooms + 1),
      plotArea: round(250 + random() * 600, 1),
      yearBuilt: year,
      features: [...new Set<AdFeature>([...features, 'garden'])],
      energyCertificate: energy,
    };
    return { ad, imageKind: 'house' };
  },
  house_buy: ({ base, category, place, area, rooms, year, features, energy, random, commercial }) => {
    const ad: AdInput = {
      ...base,
      category,
      title: `Freistehendes Haus in ${place.name}, ${place.city}`,
      description: `Solides Einfamilienhaus auf großzügigem Grundstück. ${round(area + 60, 1)} m² Wohnfläche, Keller, Garage und sonniger Garten. Baujahr ${year}, laufend modernisiert.${commercial ? '' : ' Provisionsfrei vom Eigentümer.'}`,
      priceCents: round(280000 + random() * 900000, 1000) * 100,
      propertyType: pick(random, DETACHED_HOUSES),
      livingArea: round(area + 60, 1),
      rooms: Math.max(4, rooms + 2),
      plotArea: round(400 + random() * 900, 1),
      yearBuilt: year,
      features: [...new Set<AdFeature>([...features, 'cellar', 'garage'])],
      energyCertificate: energy,
    };
    return { ad, imageKind: 'house' };
  },
  land: ({ base, category, place, random }) => {
    const ad: AdInput = {
      ...base,
      category,
      title: `Baugrundstück in ${place.name}`,
      description: `Voll erschlossenes Baugrundstück in ${place.city}-${place.name}, ${round(450 + random() * 900, 1)} m², Bebauung nach Bebauungsplan. Ruhige Wohnlage mit guter Infrastruktur.`,
      priceCents: round(90000 + random() * 500000, 1000) * 100,
      condition: null,
      heatingType: null,
      plotArea: round(450 + random() * 900, 1),
    };
    return { ad, imageKind: 'land' };
  },
  commercial: ({ base, category, place, area, year, features, energy, random }) => {
    const ad: AdInput = {
      ...base,
      category,
      title: `Büro- und Praxisfläche in ${place.name}`,
      description: `Repräsentative Gewerbefläche mit ${round(area * 2, 1)} m² in zentraler Lage. Flexible Raumaufteilung, Aufzug, Glasfaseranschluss. Geeignet für Büro, Praxis oder Kanzlei.`,
      priceCents: round(1500 + random() * 6000, 10) * 100,
      livingArea: round(area * 2, 1),
      floor: Math.floor(random() * 5),
      yearBuilt: year,
      features: [...new Set<AdFeature>([...features, 'elevator'])],
      energyCertificate: energy,
    };
    return { ad, imageKind: 'other' };
  },
  shared_room: ({ base, category, place, random }) => {
    const ad: AdInput = {
      ...base,
      category,
      title: `WG-Zimmer in netter 3er-WG, ${place.name}`,
      description: `Möbliertes Zimmer (${round(12 + random() * 10, 1)} m²) in einer entspannten WG in ${place.city}. Küche und Bad werden geteilt, Internet inklusive. Wir freuen uns auf eine kurze Nachricht über dich.`,
      priceCents: round(380 + random() * 420, 10) * 100,
      priceType: 'fixed',
      serviceChargeCents: 0,
      heatingIncluded: true,
      commissionFree: true,
      commission: null,
      livingArea: round(12 + random() * 10, 1),
      rooms: 1,
      availableFrom: `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15`,
      features: ['furnished'],
    };
    return { ad, imageKind: 'flat' };
  },
  parking: ({ base, category, place, random }) => {
    const ad: AdInput = {
      ...base,
      category,
      title: `Tiefgaragenstellplatz in ${place.name}`,
      description: `Sicherer Tiefgaragenstellplatz in ${place.city}-${place.name}, ferngesteuertes Tor, gut befahrbar. Ab sofort frei.`,
      priceCents: round(60 + random() * 120, 5) * 100,
      priceType: 'fixed',
      condition: null,
      heatingType: null,
      parkingPriceCents: null,
    };
    return { ad, imageKind: 'other' };
  },
};
