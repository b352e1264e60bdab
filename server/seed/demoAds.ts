import { efficiencyClassFor, type AdInput } from '../../src/domain/adValidation';
import type { AdCategory, AdFeature } from '../../src/domain/ad';
import {
  DETACHED_HOUSES,
  FAMILY_HOUSES,
  carrierFor,
  conditionsFor,
  era,
  flat,
  heatingFor,
  pick,
} from './demoPlausibility';

import { DEMO_CITIES } from './demoPlaces';

/** A small deterministic PRNG so every fresh database gets the same demo ads. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATEGORY_PLAN: AdCategory[] = [
  'apartment_rent',
  'apartment_buy',
  'house_rent',
  'house_buy',
  'land',
  'commercial',
  'shared_room',
  'parking',
];

/** "2,5": how a German ad writes a number. */
function german(value: number): string {
  return String(value).replace('.', ',');
}

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export interface DemoAd {
  input: AdInput;
  imageKind: 'house' | 'flat' | 'land' | 'other';
  imageCount: number;
  daysAgo: number;
  featured: boolean;
}

const ALL_DISTRICTS = DEMO_CITIES.flatMap((c) => c.districts.map((d) => ({ ...d, city: c.city })));

/**
 * Deterministic demo ads across every category, city and district, so that every filter finds something: costs for
 * rent and sale, property types, conditions, heating, private and commercial sellers, commission-free offers.
 */
export function demoAds(count: number): DemoAd[] {
  const random = prng(20261121);
  const ads: DemoAd[] = [];
  for (let i = 0; i < count; i++) {
    const category = CATEGORY_PLAN[i % CATEGORY_PLAN.length]!;
    const place = ALL_DISTRICTS[(i * 7) % ALL_DISTRICTS.length]!;
    const features: AdFeature[] = (
      [
        'balcony',
        'elevator',
        'fitted_kitchen',
        'cellar',
        'garden',
        'parking_space',
        'barrier_free',
        'guest_toilet',
        'pets_allowed',
      ] as const
    ).filter(() => random() < 0.35);
    const kwh = round(35 + random() * 190, 1);
    const certificateType = random() < 0.5 ? ('demand' as const) : ('consumption' as const);
    const carrierDraw = random();
    const rooms = round(1 + random() * 5, 0.5);
    const area = round(28 + rooms * 22 + random() * 30, 1);
    const year = 1890 + Math.floor(random() * 136);
    const built = era(year);
    const commercial = i % 5 === 0;
    // Drawn in the same order as ever (the demo stays the same ads), each from what fits the year.
    const condition = pick(random, conditionsFor(year));
    const heatingType = pick(random, heatingFor(year));
    const energy = {
      type: certificateType,
      kwhPerSqmYear: kwh,
      carrier: carrierFor(heatingType, carrierDraw),
      efficiencyClass: efficiencyClassFor(kwh),
    };
    const base: Omit<AdInput, 'title' | 'description' | 'category' | 'priceCents'> = {
      priceType: random() < 0.2 ? 'negotiable' : 'fixed',
      serviceChargeCents: null,
      heatingCostCents: null,
      heatingIncluded: false,
      depositCents: null,
      hoaFeeCents: null,
      commissionFree: !commercial,
      commission: commercial ? '3,57 % inkl. MwSt.' : null,
      parkingPriceCents: features.includes('parking_space') ? round(40 + random() * 80, 5) * 100 : null,
      propertyType: null,
      condition,
      heatingType,
      sellerType: commercial ? 'commercial' : 'private',
      street: null,
      showExactAddress: false,
      postalCode: place.postalCode,
      city: place.city,
      district: place.name,
      livingArea: null,
      rooms: null,
      plotArea: null,
      floor: null,
      yearBuilt: null,
      availableFrom: null,
      features: [],
      energyCertificate: null,
    };
    let ad: AdInput;
    let imageKind: DemoAd['imageKind'] = 'flat';
    switch (category) {
      case 'apartment_rent': {
        const cold = round(380 + area * (10 + random() * 12), 10) * 100;
        const included = random() < 0.4;
        ad = {
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
        break;
      }
      case 'apartment_buy':
        ad = {
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
        break;
      case 'house_rent': {
        imageKind = 'house';
        const cold = round(1200 + random() * 1800, 10) * 100;
        ad = {
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
        break;
      }
      case 'house_buy':
        imageKind = 'house';
        ad = {
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
        break;
      case 'land':
        imageKind = 'land';
        ad = {
          ...base,
          category,
          title: `Baugrundstück in ${place.name}`,
          description: `Voll erschlossenes Baugrundstück in ${place.city}-${place.name}, ${round(450 + random() * 900, 1)} m², Bebauung nach Bebauungsplan. Ruhige Wohnlage mit guter Infrastruktur.`,
          priceCents: round(90000 + random() * 500000, 1000) * 100,
          condition: null,
          heatingType: null,
          plotArea: round(450 + random() * 900, 1),
        };
        break;
      case 'commercial':
        imageKind = 'other';
        ad = {
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
        break;
      case 'shared_room':
        ad = {
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
          sellerType: 'private',
          livingArea: round(12 + random() * 10, 1),
          rooms: 1,
          availableFrom: `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15`,
          features: ['furnished'],
        };
        break;
      default:
        imageKind = 'other';
        ad = {
          ...base,
          category: 'parking',
          title: `Tiefgaragenstellplatz in ${place.name}`,
          description: `Sicherer Tiefgaragenstellplatz in ${place.city}-${place.name}, ferngesteuertes Tor, gut befahrbar. Ab sofort frei.`,
          priceCents: round(60 + random() * 120, 5) * 100,
          priceType: 'fixed',
          condition: null,
          heatingType: null,
          parkingPriceCents: null,
        };
    }
    ads.push({
      input: ad,
      imageKind,
      imageCount: 1 + (i % 3 === 0 ? 1 : 0),
      daysAgo: (i * 7) % 25,
      featured: i % 9 === 0,
    });
  }
  return ads;
}
