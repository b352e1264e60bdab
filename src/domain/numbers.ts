/**
 * Numbers as people type them: "1.250,50" in German and "1,250.50" in English are the same price. One parser for
 * prices, areas and rooms reads the current language's forms, refuses what could mean two things (saying which), and
 * one formatter writes values back the same way, so parse(format(x)) = x.
 */
export type NumberLanguage = 'de' | 'en';
/** money: euros (cents precision); area: m² or kWh (hundredths); rooms: halves; whole: years and counts. */
export type NumberKind = 'money' | 'area' | 'rooms' | 'whole';

export type ParsedNumber =
  | { ok: true; value: number }
  /** `readings`: what the text could have meant, most likely first (empty when it is no number at all). */
  | { ok: false; reason: 'empty' | 'invalid' | 'ambiguous'; readings: number[] };

/** Digits after the decimal separator each kind can hold (prices in cents, areas in hundredths, rooms in halves). */
const DECIMALS: Record<NumberKind, number> = { money: 2, area: 2, rooms: 1, whole: 0 };

const SEPARATORS: Record<NumberLanguage, { decimal: string; group: string }> = {
  de: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

// Units and currency people add ("1.250 €", "€1,250", "92 m²", "92 qm"), and the spaces and apostrophes some write
// between thousands ("1 250", Swiss "1'250").
const DECORATION = /€|eur(?:o)?s?\b|m²|m2\b|qm\b|sqm\b|[\s\u00a0\u202f'’]/gi;
// German shorthand for whole euros: "1.450,–", "1.450,-", "1.450,--" (the dash where the cents would be).
const WHOLE_EUROS = /[,.][-–—]{1,2}$/;

/** The text read by one language's rules: null when its separators are not where that language puts them. */
function read(text: string, lang: NumberLanguage): { value: number; fractionDigits: number } | null {
  const { decimal, group } = SEPARATORS[lang];
  const parts = text.split(decimal);
  if (parts.length > 2) return null;
  const [integer = '', fraction = ''] = parts;
  if (parts.length === 2 && fraction === '') return null;
  const groups = integer.split(group);
  const wellGrouped =
    groups.length === 1 || (/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g)));
  const digits = groups.join('');
  if (!wellGrouped || !/^\d+$/.test(digits) || !/^\d*$/.test(fraction)) return null;
  return { value: Number(`${digits}.${fraction || '0'}`), fractionDigits: fraction.length };
}

/** Whether a value can be stored as this kind (cents, hundredths of m², half rooms). */
function fitsValue(value: number, kind: NumberKind): boolean {
  const factor = 10 ** DECIMALS[kind];
  if (Math.abs(value * factor - Math.round(value * factor)) > 1e-6) return false;
  return kind !== 'rooms' || Number.isInteger(value * 2);
}

export function parseLocalizedNumber(input: string, lang: NumberLanguage, kind: NumberKind): ParsedNumber {
  const decorated = input.replace(DECORATION, '');
  const text = kind === 'money' ? decorated.replace(WHOLE_EUROS, '') : decorated;
  if (text === '') return { ok: false, reason: 'empty', readings: [] };
  if (!/^\d[\d.,]*$/.test(text)) return { ok: false, reason: 'invalid', readings: [] };
  const own = read(text, lang);
  // A price never has three digits after the separator: "1.250" in English is a German 1.250, not €1.25.
  if (own && own.fractionDigits <= DECIMALS[kind] && fitsValue(own.value, kind)) return { ok: true, value: own.value };
  const other = read(text, lang === 'de' ? 'en' : 'de');
  const decimals = [other?.value, own?.value].filter((v): v is number => v !== undefined && fitsValue(v, kind));
  // "1.25" typed for a price is most likely 1.250 with a digit missing; for an area or rooms, a decimal.
  const loose = /^(\d{1,3})[.,](\d{1,2})$/.exec(text);
  // A whole number of thousands fits every kind but rooms, which have no thousands reading.
  const thousands = loose && kind !== 'rooms' ? [Number(`${loose[1]}${loose[2]!.padEnd(3, '0')}`)] : [];
  const readings = [...new Set(kind === 'money' ? [...thousands, ...decimals] : [...decimals, ...thousands])];
  return readings.length > 0
    ? { ok: false, reason: 'ambiguous', readings }
    : { ok: false, reason: 'invalid', readings: [] };
}

export interface DecimalFormat {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** Thousands separators ("1.250"); off for years and counts ("1905"). */
  useGrouping: boolean;
}

/**
 * The value as the language writes it: "1.250", "1.250,50", "92,5" in German; "1,250", "1,250.50", "92.5" in English.
 * Written here rather than with Intl.NumberFormat: a browser's first Intl formatter loads its ICU data (measured
 * 40–60 ms in Chromium, four times that on a phone) while the page is being hydrated, and Node's ICU and a browser's
 * could disagree on a space and break hydration. A unit test holds the result to Intl's for every kind.
 */
export function formatDecimal(
  value: number,
  lang: NumberLanguage,
  { minimumFractionDigits, maximumFractionDigits, useGrouping }: DecimalFormat,
): string {
  const { decimal, group } = SEPARATORS[lang];
  const factor = 10 ** maximumFractionDigits;
  // Rounded on the scaled integer (half away from zero, as Intl), so 0.1 + 0.2 is written 0,3 and not 0,30000000000000004.
  const scaled = Math.round(Math.abs(value) * factor);
  const integer = String(Math.floor(scaled / factor));
  let fraction = String(scaled % factor).padStart(maximumFractionDigits, '0');
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = useGrouping ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, group) : integer;
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

export function formatLocalizedNumber(value: number, lang: NumberLanguage, kind: NumberKind): string {
  return formatDecimal(value, lang, {
    minimumFractionDigits: kind === 'money' && !Number.isInteger(value) ? 2 : 0,
    maximumFractionDigits: DECIMALS[kind],
    useGrouping: kind !== 'whole',
  });
}

/** "3.690 €" for a whole amount, "1.250,50 €" with cents, as German listings write prices; "€3,690" in English. */
export function formatPrice(cents: number, lang: NumberLanguage): string {
  const amount = formatDecimal(Math.abs(cents) / 100, lang, {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  });
  const sign = cents < 0 ? '-' : '';
  return lang === 'de' ? `${sign}${amount}\u00a0€` : `${sign}€${amount}`;
}

/** Euros as typed → integer cents (the only form the server takes). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
