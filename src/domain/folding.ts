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
