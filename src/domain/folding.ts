/**
 * Text as search and the risk check compare it, the same way as SQL's inserat_fold: lower case, ä → ae, ö → oe,
 * ü → ue, ß → ss, accents gone ("Schlüssel" = "Schluessel", "Café" = "cafe").
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * Small words that carry nothing in a search, in both languages (folded): dropped from the searched words and from the
 * words a query leaves after understanding ("mit Balkon" and "with balcony" search "Balkon", "balcony").
 */
const STOP_WORDS = new Set([
  'und',
  'oder',
  'mit',
  'ohne',
  'in',
  'im',
  'am',
  'an',
  'auf',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einer',
  'zu',
  'zur',
  'zum',
  'von',
  'vom',
  'fuer',
  'bei',
  'nahe',
  'als',
  'and',
  'or',
  'with',
  'without',
  'the',
  'a',
  'an',
  'of',
  'for',
  'to',
  'at',
  'near',
  'on',
  'by',
]);

/** Whether a word (folded or not) is one of the small words a search drops. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(foldText(word));
}
