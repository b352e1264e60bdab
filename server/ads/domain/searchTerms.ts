import type { SearchTerm } from './ad';
import { foldText, isStopWord } from '../../../src/domain/folding';

export { foldText };

/*
 * The searched words as the database compares them: folded like SQL's inserat_fold (lower case, ä → ae, ö → oe,
 * ü → ue, ß → ss, accents gone), small words dropped, and each word with its synonyms in both languages, so an English
 * "balcony" finds a German "Balkon" and "Aufzug" finds "Fahrstuhl".
 */

/**
 * Words and phrases people search for property, each with what an ad may say instead (all folded). The first
 * alternative is the main translation and counts as much as the word itself; the others count less.
 */
const SYNONYMS: [string[], string[]][] = [
  [
    ['balcony', 'balkon', 'loggia'],
    ['balkon', 'loggia'],
  ],
  [['garden', 'garten'], ['garten']],
  [
    ['lift', 'elevator', 'aufzug', 'fahrstuhl'],
    ['aufzug', 'fahrstuhl', 'lift'],
  ],
  [
    ['fitted kitchen', 'einbaukueche', 'ebk'],
    ['einbaukueche', 'ebk'],
  ],
  [['kitchen', 'kueche'], ['kueche']],
  [['terrace', 'terrasse'], ['terrasse']],
  [['roof terrace', 'dachterrasse'], ['dachterrasse']],
  [['cellar', 'basement', 'keller'], ['keller']],
  [
    ['parking', 'parking space', 'stellplatz', 'parkplatz'],
    ['stellplatz', 'parkplatz', 'tiefgarage'],
  ],
  [
    ['garage', 'tiefgarage'],
    ['garage', 'tiefgarage'],
  ],
  [['old building', 'period building', 'altbau'], ['altbau']],
  [['new building', 'new build', 'neubau'], ['neubau']],
  [
    ['flat', 'apartment', 'wohnung'],
    ['wohnung', 'apartment'],
  ],
  [['house', 'haus'], ['haus']],
  [['room', 'rooms', 'zimmer'], ['zimmer']],
  [
    ['shared flat', 'flatshare', 'wg', 'wohngemeinschaft'],
    ['wg', 'wohngemeinschaft'],
  ],
  [['pets', 'pets allowed', 'haustiere'], ['haustiere']],
  [['furnished', 'moebliert'], ['moebliert']],
  [
    ['accessible', 'wheelchair', 'barrier free', 'barrierefrei'],
    ['barrierefrei', 'rollstuhlgerecht'],
  ],
  [['guest toilet', 'gaeste wc'], ['gaeste']],
  [['fireplace', 'kamin'], ['kamin']],
  [['underfloor heating', 'fussbodenheizung'], ['fussbodenheizung']],
  [['attic', 'top floor', 'dachgeschoss', 'dg'], ['dachgeschoss']],
  [['ground floor', 'erdgeschoss', 'eg'], ['erdgeschoss']],
  [
    ['plot', 'land', 'grundstueck', 'bauland'],
    ['grundstueck', 'bauland'],
  ],
  [['office', 'buero'], ['buero']],
  [['quiet', 'ruhig'], ['ruhig']],
  [['bright', 'hell'], ['hell']],
  [
    ['renovated', 'saniert', 'renoviert'],
    ['saniert', 'renoviert', 'modernisiert'],
  ],
  [
    ['view', 'blick', 'aussicht'],
    ['blick', 'aussicht'],
  ],
];

export const MAX_TERMS = 8;

/** Ends of German compounds people type whole ("Altbauwohnung"): the head before them is searched too. */
const COMPOUND_TAILS = [
  'wohnung',
  'haus',
  'zimmer',
  'grundstueck',
  'garten',
  'balkon',
  'terrasse',
  'kueche',
  'stellplatz',
  'etage',
];

function term(word: string, alternatives: string[]): SearchTerm {
  const [main, ...looser] = alternatives;
  const tail = COMPOUND_TAILS.find((t) => word.endsWith(t) && word.length - t.length >= 4);
  const head = tail ? [word.slice(0, -tail.length)] : [];
  const strong = [...new Set([word, ...(main ? [main] : []), ...head])];
  return { word, strong, weak: [...new Set([...looser, ...(tail ? [tail] : [])])].filter((w) => !strong.includes(w)) };
}

export function searchTerms(query: string): SearchTerm[] {
  let text = ` ${foldText(query).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const terms: SearchTerm[] = [];
  // Phrases first ("fitted kitchen"), so their words are not also searched one by one.
  for (const [forms, alternatives] of SYNONYMS) {
    for (const form of forms.filter((f) => f.includes(' '))) {
      if (text.includes(` ${form} `)) {
        terms.push(term(form, alternatives));
        text = text.replace(` ${form} `, ' ');
      }
    }
  }
  for (const word of text.split(' ')) {
    if (word.length < 2 || isStopWord(word) || terms.some((t) => t.word === word)) continue;
    terms.push(term(word, SYNONYMS.find(([forms]) => forms.includes(word))?.[1] ?? []));
  }
  return terms.slice(0, MAX_TERMS);
}
