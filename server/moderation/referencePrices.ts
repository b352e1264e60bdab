import { foldText } from '../../src/domain/folding';

/*
 * Where a city has too few live ads to know its price (a fresh install, a smaller market), the risk check compares a
 * flat's €/m² with a reference instead: asking rents (Kaltmiete) and asking prices of flats in the largest German
 * cities, rounded down to a conservative floor of what public market reports gave for 2025 (portal asking-price
 * indices and the cities' Mietspiegel ranges; compiled 6 Dec 2026). A floor, not an estimate: a flat at half of it is
 * cheap by any measure; live ads replace it as soon as a city has enough of them (MIN_COMPARABLES).
 */
const REFERENCE_EUR_PER_SQM: Record<string, { rent: number; buy: number }> = {
  berlin: { rent: 13, buy: 4300 },
  hamburg: { rent: 12.5, buy: 4700 },
  muenchen: { rent: 19, buy: 7500 },
  koeln: { rent: 11.5, buy: 3900 },
  'frankfurt am main': { rent: 14, buy: 4700 },
  stuttgart: { rent: 13.5, buy: 4200 },
  duesseldorf: { rent: 11.5, buy: 3900 },
  leipzig: { rent: 7.5, buy: 2400 },
  dortmund: { rent: 8, buy: 2100 },
  essen: { rent: 8, buy: 2000 },
  bremen: { rent: 8.5, buy: 2400 },
  dresden: { rent: 8, buy: 2500 },
  hannover: { rent: 9.5, buy: 2700 },
  nuernberg: { rent: 10.5, buy: 3300 },
  duisburg: { rent: 7, buy: 1600 },
  bochum: { rent: 7.5, buy: 1900 },
  wuppertal: { rent: 7.5, buy: 1800 },
  bielefeld: { rent: 8, buy: 2300 },
  bonn: { rent: 11, buy: 3400 },
  muenster: { rent: 11, buy: 3500 },
};

/** The reference €/m² in cents for a flat to rent or buy in one of these cities, or null. */
export function referencePricePerSqmCents(category: string, city: string): number | null {
  const reference = REFERENCE_EUR_PER_SQM[foldText(city.trim()).replace(/\s+/g, ' ')];
  if (!reference) return null;
  if (category === 'apartment_rent') return Math.round(reference.rent * 100);
  if (category === 'apartment_buy') return Math.round(reference.buy * 100);
  return null;
}
