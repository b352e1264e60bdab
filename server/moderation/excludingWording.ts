import { normaliseForRules } from './scamText';

/**
 * Wording that shuts people out of a flat for who they are (issue 71): § 19 AGG forbids refusing a tenancy for ethnic
 * origin, religion, disability, age or sexual identity, and § 21 AGG lets the refused claim damages; "keine Familien
 * mit Kindern" shuts out by family and, indirectly, by sex and age. Portals are asked to stop such ads, not to publish
 * them. Read on the normalised text (umlauts folded, look-alike letters and spacing undone), so "Ausländer",
 * "Auslaender" and a Cyrillic "а" read alike.
 *
 * What stays allowed: a WG looking for a flatmate of one sex (§ 19 Abs. 5 AGG: sharing a home is a close
 * relationship), "Familien willkommen", "kinderfreundlich", and a plain statement that a flat suits few people.
 */
const EXCLUDING: { name: string; pattern: RegExp }[] = [
  {
    name: 'nationality or origin',
    pattern:
      /\b(?:nur (?:an|fuer|fur)? ?(?:deutsche|einheimische|biodeutsche)|(?:keine|nicht an|nicht fuer) (?:auslaender|migranten|fluechtlinge|gefluechtete|asylanten|asylbewerber|tuerken|araber|afrikaner|schwarze|roma|sinti|osteuropaeer|polen|rumaenen|bulgaren|russen|zuwanderer|menschen mit migrationshintergrund)|(?:mit )?deutsche[mnr]? (?:nachnamen?|namen|herkunft|abstammung)|deutschstaemmig|germans only|only (?:to|for) germans|no (?:foreigners|immigrants|refugees|migrants|asylum seekers))\b/,
  },
  {
    name: 'religion',
    pattern: /\b(?:keine (?:muslime|moslems|juden|islamisten)|no (?:muslims|jews))\b/,
  },
  {
    name: 'families with children',
    pattern:
      /\b(?:keine (?:familien(?: mit kind(?:ern)?)?|kinder|kleinkinder|babys|alleinerziehende[n]?|schwangere[n]?)\b(?! ?(?:geeignet|moeglich wegen))|nur (?:an )?kinderlose|no (?:children|kids|families(?: with (?:children|kids))?|single parents))\b/,
  },
  {
    name: 'disability or age',
    pattern:
      /\b(?:keine (?:behinderte[n]?|rollstuhlfahrer|rentner(?:innen)?|senioren)|no (?:disabled|wheelchair users|pensioners|seniors))\b/,
  },
];

/** The kinds of excluding wording in an ad's text, by name (none: nothing found). */
export function excludingWording(text: string): string[] {
  const normal = normaliseForRules(text);
  return EXCLUDING.filter(({ pattern }) => pattern.test(normal)).map(({ name }) => name);
}

// An agent's commission named in a rental's text; "provisionsfrei", "keine Provision", "zahlt der Vermieter" are the
// honest ways to name it.
const COMMISSION =
  /\b(?:makler)?(?:provision|courtage|maklergebuehr|vermittlungsgebuehr|agent'?s? (?:fee|commission)|broker(?:age)? fee|letting fee|commission)\b/g;
const NOT_ASKED_BEFORE = /(?:keine|kein|ohne|no|without|zero|free of)\s*(?:\S+\s+){0,2}$/;
const NOT_ASKED_AFTER =
  /^\W{0,3}(?:frei|free|zahlt der (?:vermieter|eigentuemer)|traegt der (?:vermieter|eigentuemer)|uebernimmt der (?:vermieter|eigentuemer)|is paid by the (?:landlord|owner)|paid by the (?:landlord|owner))/;

/**
 * A commission asked of tenants in a rental's words: unlawful since 2015 (§ 2 Abs. 1a WoVermittG — whoever hires the
 * agent pays), and an old lever of fake agents. The rental's form has no commission field (issue 71); this finds it
 * in the text. Null for none, else the words found.
 */
export function tenantCommissionIn(text: string): string | null {
  const normal = normaliseForRules(text);
  for (const match of normal.matchAll(COMMISSION)) {
    const before = normal.slice(Math.max(0, match.index - 30), match.index);
    const after = normal.slice(match.index + match[0].length, match.index + match[0].length + 40);
    if (/provisionsfrei|courtagefrei|commission-free/.test(normal.slice(match.index, match.index + 20))) continue;
    if (!NOT_ASKED_BEFORE.test(before) && !NOT_ASKED_AFTER.test(after)) return match[0];
  }
  return null;
}
