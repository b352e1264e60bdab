import { efficiencyClassFor, type AdInput } from '../../src/domain/adValidation';
import type { AdCategory, AdFeature } from '../../src/domain/ad';

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

const PLACES: { city: string; postalCode: string; districts: string[] }[] = [
  { city: 'Berlin', postalCode: '10115', districts: ['Mitte', 'Prenzlauer Berg', 'Friedrichshain', 'Neukölln', 'Charlottenburg'] },
  { city: 'Hamburg', postalCode: '20095', districts: ['Altona', 'Eimsbüttel', 'Winterhude', 'HafenCity'] },
  { city: 'München', postalCode: '80331', districts: ['Schwabing', 'Maxvorstadt', 'Sendling', 'Haidhausen'] },
  { city: 'Köln', postalCode: '50667', districts: ['Ehrenfeld', 'Südstadt', 'Nippes', 'Deutz'] },
  { city: 'Frankfurt am Main', postalCode: '60311', districts: ['Sachsenhausen', 'Bornheim', 'Nordend', 'Westend'] },
  { city: 'Stuttgart', postalCode: '70173', districts: ['West', 'Degerloch', 'Bad Cannstatt'] },
  { city: 'Düsseldorf', postalCode: '40213', districts: ['Pempelfort', 'Oberkassel', 'Bilk'] },
  { city: 'Leipzig', postalCode: '04109', districts: ['Gohlis', 'Plagwitz', 'Südvorstadt'] },
  { city: 'Dresden', postalCode: '01067', districts: ['Neustadt', 'Blasewitz', 'Striesen'] },
  { city: 'Hannover', postalCode: '30159', districts: ['List', 'Linden', 'Südstadt'] },
  { city: 'Nürnberg', postalCode: '90402', districts: ['Gostenhof', 'St. Johannis', 'Maxfeld'] },
  { city: 'Bremen', postalCode: '28195', districts: ['Schwachhausen', 'Viertel', 'Findorff'] },
  { city: 'Freiburg im Breisgau', postalCode: '79098', districts: ['Wiehre', 'Herdern', 'Stühlinger'] },
  { city: 'Münster', postalCode: '48143', districts: ['Kreuzviertel', 'Hafen', 'Mauritz'] },
  { city: 'Heidelberg', postalCode: '69117', districts: ['Altstadt', 'Neuenheim', 'Weststadt'] },
  { city: 'Potsdam', postalCode: '14467', districts: ['Babelsberg', 'Innenstadt', 'Bornstedt'] },
  { city: 'Wien', postalCode: '1010', districts: ['Innere Stadt', 'Leopoldstadt', 'Neubau'] },
  { city: 'Zürich', postalCode: '8001', districts: ['Altstadt', 'Wiedikon', 'Oerlikon'] },
];

const CATEGORY_PLAN: AdCategory[] = ['apartment_rent', 'apartment_buy', 'house_rent', 'house_buy', 'land', 'commercial', 'shared_room', 'parking'];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
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

export function demoAds(count: number): DemoAd[] {
  const random = prng(20261121);
  const ads: DemoAd[] = [];
  for (let i = 0; i < count; i++) {
    const category = CATEGORY_PLAN[i % CATEGORY_PLAN.length]!;
    const place = PLACES[(i * 5 + Math.floor(i / 8)) % PLACES.length]!;
    const district = pick(random, place.districts);
    const features: AdFeature[] = (['balcony', 'elevator', 'fitted_kitchen', 'cellar', 'garden', 'parking_space', 'barrier_free', 'guest_toilet'] as const).filter(
      () => random() < 0.35,
    );
    const kwh = round(35 + random() * 190, 1);
    const energy = { type: random() < 0.5 ? ('demand' as const) : ('consumption' as const), kwhPerSqmYear: kwh, carrier: pick(random, ['gas', 'district_heating', 'heat_pump', 'oil'] as const), efficiencyClass: efficiencyClassFor(kwh) };
    const rooms = round(1 + random() * 5, 0.5);
    const area = round(28 + rooms * 22 + random() * 30, 1);
    const year = 1900 + Math.floor(random() * 124);
    const base: Omit<AdInput, 'title' | 'description' | 'category' | 'priceCents'> = {
      priceType: random() < 0.2 ? 'negotiable' : 'fixed',
      postalCode: place.postalCode,
      city: place.city,
      district,
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
      case 'apartment_rent':
        ad = {
          ...base,
          category,
          title: `${rooms}-Zimmer-Wohnung ${features.includes('balcony') ? 'mit Balkon ' : ''}in ${district}`,
          description: `Helle, gut geschnittene ${rooms}-Zimmer-Wohnung in ${place.city}-${district}. ${area} m² Wohnfläche, ${features.includes('fitted_kitchen') ? 'Einbauküche vorhanden, ' : ''}Tageslichtbad, Parkett in den Wohnräumen. Gute Anbindung an den öffentlichen Nahverkehr, Einkaufsmöglichkeiten in der Nähe.`,
          priceCents: round(380 + area * (10 + random() * 12), 10) * 100,
          priceType: 'fixed',
          livingArea: area,
          rooms,
          floor: Math.floor(random() * 6),
          yearBuilt: year,
          availableFrom: `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-01`,
          features,
          energyCertificate: energy,
        };
        break;
      case 'apartment_buy':
        ad = {
          ...base,
          category,
          title: `Eigentumswohnung, ${rooms} Zimmer, ${district}`,
          description: `Gepflegte Eigentumswohnung mit ${area} m² in ruhiger Lage von ${district}. Ideal zur Selbstnutzung oder als Kapitalanlage. Gemeinschaftseigentum in gutem Zustand, Hausgeld moderat. Besichtigung nach Vereinbarung.`,
          priceCents: round(area * (3200 + random() * 5200), 1000) * 100,
          livingArea: area,
          rooms,
          floor: Math.floor(random() * 8),
          yearBuilt: year,
          features,
          energyCertificate: energy,
        };
        break;
      case 'house_rent':
        imageKind = 'house';
        ad = {
          ...base,
          category,
          title: `Einfamilienhaus mit Garten zur Miete in ${district}`,
          description: `Familienfreundliches Haus mit ${round(area + 40, 1)} m² Wohnfläche, ${rooms + 1} Zimmern und eigenem Garten in ${place.city}. Schulen und Kitas fußläufig erreichbar, Stellplatz am Haus.`,
          priceCents: round(1200 + random() * 1800, 10) * 100,
          priceType: 'fixed',
          livingArea: round(area + 40, 1),
          rooms: rooms + 1,
          plotArea: round(250 + random() * 600, 1),
          yearBuilt: year,
          features: [...new Set<AdFeature>([...features, 'garden'])],
          energyCertificate: energy,
        };
        break;
      case 'house_buy':
        imageKind = 'house';
        ad = {
          ...base,
          category,
          title: `Freistehendes Haus in ${district}, ${place.city}`,
          description: `Solides Einfamilienhaus auf großzügigem Grundstück. ${round(area + 60, 1)} m² Wohnfläche, Keller, Garage und sonniger Garten. Baujahr ${year}, laufend modernisiert. Provisionsfrei vom Eigentümer.`,
          priceCents: round(280000 + random() * 900000, 1000) * 100,
          livingArea: round(area + 60, 1),
          rooms: rooms + 2,
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
          title: `Baugrundstück in ${district}`,
          description: `Voll erschlossenes Baugrundstück in ${place.city}-${district}, ${round(450 + random() * 900, 1)} m², Bebauung nach Bebauungsplan. Ruhige Wohnlage mit guter Infrastruktur.`,
          priceCents: round(90000 + random() * 500000, 1000) * 100,
          plotArea: round(450 + random() * 900, 1),
        };
        break;
      case 'commercial':
        imageKind = 'other';
        ad = {
          ...base,
          category,
          title: `Büro- und Praxisfläche in ${district}`,
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
          title: `WG-Zimmer in netter 3er-WG, ${district}`,
          description: `Möbliertes Zimmer (${round(12 + random() * 10, 1)} m²) in einer entspannten WG in ${place.city}. Küche und Bad werden geteilt, Internet inklusive. Wir freuen uns auf eine kurze Nachricht über dich.`,
          priceCents: round(380 + random() * 420, 10) * 100,
          priceType: 'fixed',
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
          title: `Tiefgaragenstellplatz in ${district}`,
          description: `Sicherer Tiefgaragenstellplatz in ${place.city}-${district}, ferngesteuertes Tor, gut befahrbar. Ab sofort frei.`,
          priceCents: round(60 + random() * 120, 5) * 100,
          priceType: 'fixed',
        };
    }
    ads.push({ input: ad, imageKind, imageCount: 1 + (i % 3 === 0 ? 1 : 0), daysAgo: (i * 7) % 25, featured: i % 9 === 0 });
  }
  return ads;
}
