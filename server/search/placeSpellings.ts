import { ENGLISH_PLACE_NAMES, PLACE_NICKNAMES } from '../../src/domain/queryUnderstanding';
import { foldText } from '../ads/ports';

/*
 * The ways a place's name is written in a search (issue 70): in English or by a nickname ("Munich", "Xberg"), without
 * umlauts ("Munchen"), with its short forms ("Frankfurt a.M.", "Garching b. München"), with its river or region
 * ("Frankfurt Oder"). UnderstandSearch looks each spelling up in the places table.
 */

/** The folded name the places table has for a folded phrase ("munich" → "muenchen", "xberg" → "kreuzberg"). */
export function placeName(folded: string): string {
  return OTHER_PLACE_NAMES.get(folded) ?? folded;
}
/** English names and nicknames, folded, to the folded names of the places table. */
const OTHER_PLACE_NAMES = new Map(
  Object.entries({ ...ENGLISH_PLACE_NAMES, ...PLACE_NICKNAMES }).map(([other, german]) => [
    foldText(other),
    foldText(german),
  ]),
);

/**
 * The spellings of a folded word typed without umlauts: "munchen" may be "muenchen", "koln" "koeln" (every a, o, u not
 * followed by an e may have lost one). At most 16, the word itself first.
 */
function umlautSpellings(folded: string): string[] {
  let spellings = [''];
  for (let i = 0; i < folded.length; i++) {
    const char = folded[i]!;
    const mayHaveLostE = 'aou'.includes(char) && folded[i + 1] !== 'e' && spellings.length < 16;
    spellings = spellings.flatMap((start) => (mayHaveLostE ? [start + char, `${start}${char}e`] : [start + char]));
  }
  return spellings;
}

/**
 * The short forms of place names as people write them ("Frankfurt a.M.", "Freiburg i.Br.", "Garching b. München",
 * "Weil a. Rhein", "St. Gallen"), spelled out as the places table writes them; each form the phrase may mean.
 */
const SHORT_FORMS: [RegExp, string[]][] = [
  [/(?<=^| )a\. ?m\.?(?= |$)/, ['am main']],
  [/(?<=^| )i\. ?br\.?(?= |$)/, ['im breisgau']],
  [/(?<=^| )a\. ?d\.(?= |$)/, ['an der']],
  [/(?<=^| )b\.(?= |$)/, ['bei']],
  [/(?<=^| )a\.(?= |$)/, ['am', 'an']],
  [/(?<=^| )i\.(?= |$)/, ['im']],
  [/(?<=^| )st\.(?= |$)/, ['sankt']],
];

function spelledOut(folded: string): string[] {
  let forms = [folded];
  for (const [short, long] of SHORT_FORMS)
    forms = forms.flatMap((form) => (short.test(form) ? long.map((l) => form.replace(short, l)) : [form]));
  return forms;
}

/**
 * How a folded phrase may be written in the places table: without umlauts, its short forms spelled out, and two words
 * with the second as the river or region ("frankfurt oder" as "frankfurt (oder)", "frankfurt main" as "frankfurt am
 * main").
 */
export function spellings(folded: string): string[] {
  const forms = spelledOut(folded);
  const pair = /^([\p{L}-]+) ([\p{L}.]+)$/u.exec(folded);
  const qualified = pair ? [`${pair[1]} (${pair[2]})`, `${pair[1]} am ${pair[2]}`] : [];
  return [...new Set([...umlautSpellings(folded), ...forms, ...qualified])];
}
