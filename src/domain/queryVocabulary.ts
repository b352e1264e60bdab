import type { AdCategory, PropertyType } from './ad';
import type { QueryFilters } from './adSearch';

/**
 * The words a search box's query is read by (issue 41, 70): kinds of property, rent or buy, the offer's terms and the
 * words that put a place after them. src/domain/queryUnderstanding reads a query with them.
 */
/** Words that name a kind of property; the intent (rent or buy) may be said apart. */
export const KINDS: { words: RegExp; kind: 'apartment' | 'house' | AdCategory; propertyType?: PropertyType }[] = [
  { words: /^(?:eigentumswohnung(?:en)?|etw)$/, kind: 'apartment_buy' },
  {
    words:
      /^(?:wg-zimmer|wg\s+zimmer|wg|wg-platz|\d+er[\s-]?wg|zimmer\s+in\s+(?:einer\s+)?wg|wohngemeinschaft|shared\s+room|shared\s+flat|flatshare|flat\s+share|wg\s+room|room\s+in\s+(?:a\s+)?(?:shared\s+flat|flatshare|flat\s+share|wg))$/,
    kind: 'shared_room',
  },
  {
    words: /^(?:wohnung(?:en)?|whg\.?|etagenwohnung|appartements?|flat|flats|apartment|apartments)$/,
    kind: 'apartment',
  },
  // A word with the intent in it ("Mietwohnung") is a flat to rent whatever else is said.
  { words: /^(?:mietwohnung(?:en)?)$/, kind: 'apartment_rent' },
  { words: /^(?:haus|häuser|haeuser|house|houses)$/, kind: 'house' },
  {
    words: /^(?:stellplatz|stellplätze|stellplaetze|garage|tiefgaragenstellplatz|parking(?:\s+space)?)$/,
    kind: 'parking',
  },
  {
    words:
      /^(?:gewerbe|gewerbefläche|gewerbeflaeche|büro|buero|büroräume|bueroraeume|bürofläche|bueroflaeche|praxis|praxisräume|praxisraeume|laden|ladenlokal|ladenfläche|ladenflaeche|office(?:\s+space)?|commercial(?:\s+space)?|shop)$/,
    kind: 'commercial',
  },
  {
    words: /^(?:grundstück|grundstueck|baugrundstück|baugrundstueck|bauland|baugrund|plot|land|building\s+plot)$/,
    kind: 'land',
  },
  {
    words: /^(?:dachgeschoss(?:wohnung)?|dg|dachwohnung|attic(?:\s+flat)?)$/,
    kind: 'apartment',
    propertyType: 'attic',
  },
  { words: /^(?:penthouse)$/, kind: 'apartment', propertyType: 'penthouse' },
  { words: /^(?:maisonette(?:wohnung)?)$/, kind: 'apartment', propertyType: 'maisonette' },
  { words: /^(?:souterrain(?:wohnung)?|basement\s+flat)$/, kind: 'apartment', propertyType: 'souterrain' },
  {
    words: /^(?:erdgeschoss(?:wohnung)?|eg|ground\s+floor(?:\s+flat)?)$/,
    kind: 'apartment',
    propertyType: 'ground_floor',
  },
  { words: /^(?:loft)$/, kind: 'apartment', propertyType: 'loft' },
  { words: /^(?:reihenhaus|reihenmittelhaus|terraced\s+house)$/, kind: 'house', propertyType: 'terraced' },
  { words: /^(?:reihenendhaus|end\s+terrace)$/, kind: 'house', propertyType: 'end_terrace' },
  {
    words: /^(?:doppelhaushälfte|doppelhaushaelfte|dhh|semi-detached(?:\s+house)?)$/,
    kind: 'house',
    propertyType: 'semi_detached',
  },
  { words: /^(?:einfamilienhaus|efh|detached\s+house)$/, kind: 'house', propertyType: 'detached' },
  { words: /^(?:mehrfamilienhaus|mfh|apartment\s+building)$/, kind: 'house', propertyType: 'multi_family' },
  { words: /^(?:bungalow)$/, kind: 'house', propertyType: 'bungalow' },
  { words: /^(?:villa)$/, kind: 'house', propertyType: 'villa' },
  { words: /^(?:bauernhaus|farmhouse)$/, kind: 'house', propertyType: 'farmhouse' },
];
export const RENT = /^(?:mieten|miete|zur\s+miete|zu\s+vermieten|to\s+rent|rent|for\s+rent|to\s+let|rental)$/;
export const BUY = /^(?:kaufen|kauf|zum\s+kauf|zu\s+verkaufen|to\s+buy|buy|for\s+sale|sale)$/;
/**
 * Words that put a place after them ("in Berlin", "nahe Potsdam", "Raum Stuttgart", "in der Nähe von Köln"); "am"/"im"
 * are left out: "am Park", "im Grünen".
 */
export const PLACE_WORDS = /^(?:in|bei|nahe|nähe|naehe|raum|umgebung|umland|umkreis|plz|near|around)$/;
/** Of those, the ones that mean the place and its surroundings ("Umgebung München", "bei Potsdam", "near Munich"). */
export const NEAR_WORDS = /^(?:bei|nahe|nähe|naehe|raum|umgebung|umland|umkreis|near|around)$/;
/** Words after a place that add its surroundings ("München und Umgebung", "Köln Umland", "Munich area"). */
export const SURROUNDINGS = /^(?:umgebung|umland|umkreis|area|surroundings|region)$/;
/** Flat or house, whatever the intent ("Mietwohnung" is a flat). */
export const home = (kind: string) => kind.split('_')[0];

/** Terms of the offer people search for: no agent's commission, a private seller. */
export const TERMS: { words: RegExp; filters: QueryFilters }[] = [
  {
    words:
      /^(?:provisionsfrei(?:e[nrsm]?)?|ohne\s+(?:provision|maklerprovision|makler|courtage)|keine\s+provision|commission[-\s]free|no\s+commission|no\s+agent)$/,
    filters: { commissionFree: true },
  },
  {
    words: /^(?:von\s+privat|privat|privatverkauf|privatvermietung|private\s+seller|by\s+owner|from\s+owner)$/,
    filters: { sellerType: 'private' },
  },
];
/** Kinds that, after a flat or a house, are part of it ("Haus mit Garage", "Wohnung mit Stellplatz"), not its kind. */
export const PART_OF_A_HOME: ReadonlySet<string> = new Set(['parking', 'land', 'commercial']);
export const HOMES: ReadonlySet<string> = new Set([
  'apartment',
  'house',
  'apartment_rent',
  'apartment_buy',
  'house_rent',
  'house_buy',
]);
