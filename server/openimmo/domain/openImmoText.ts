import { parseLocalizedNumber, type NumberKind } from '../../../src/domain/numbers';
import type { ObjectReader } from './openImmoTree';

/**
 * A number as senders write it. The standard's is xsd:decimal ("1250.50"), but German programs write "1.250,50" or
 * "85,00": a comma can only be the German decimal mark, and dots every three digits ("149.000") German thousands.
 */
export function openImmoNumber(text: string, kind: NumberKind): number | undefined {
  const bare = text.replace(/[\s€]|EUR/gi, '');
  const german = bare.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(bare);
  const parsed = parseLocalizedNumber(text, german ? 'de' : 'en', kind);
  if (parsed.ok) return parsed.value;
  return parsed.readings.length === 1 ? parsed.readings[0] : undefined;
}

/** A day written ISO (2026-03-01, with a time or not) or German (01.03.2026); null for anything else. */
export function dateOf(text: string | null): string | null {
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  return german ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}` : null;
}

export function availableFromOf(read: ObjectReader): string | null {
  return dateOf(read.text('verwaltung_objekt/abdatum')) ?? dateOf(read.text('verwaltung_objekt/verfuegbar_ab'));
}

/**
 * The description the ad shows: the sender's texts in the order an Exposé reads them, HTML turned into plain text
 * (paragraphs and line breaks kept, tags and entities gone).
 */
export function descriptionOf(read: ObjectReader): string | undefined {
  const parts = (
    [
      ['freitexte/objektbeschreibung', null],
      ['freitexte/ausstatt_beschr', 'Ausstattung'],
      ['freitexte/lage', 'Lage'],
      ['freitexte/sonstige_angaben', 'Sonstiges'],
    ] as const
  )
    .map(([path, heading]) => {
      const text = textOf(read.text(path));
      return text ? (heading ? `${heading}:\n${text}` : text) : null;
    })
    .filter((part): part is string => part !== null);
  read.text('freitexte/dreizeiler');
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  euro: '€',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  sup2: '²',
};

/** HTML as senders put it into CDATA, as plain text: block ends become line breaks, tags go, entities are read. */
export function textOf(html: string | null): string | undefined {
  if (html === null) return undefined;
  const text = html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z0-9]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? undefined : text;
}
