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
