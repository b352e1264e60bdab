import { normaliseForRules } from './scamText';

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
