/**
 * The texts every visitor can open from the footer, each a public page of its own (`/impressum` …): the Impressum
 * (§ 5 DDG), the privacy policy (DSGVO Art. 13), the terms, the right of withdrawal, the accessibility statement
 * (BFSG § 14 with Anlage 3) and the safety tips every ad and conversation links to. The routes, the server's render,
 * the page titles and the sitemap follow this list.
 */
export const LEGAL_DOCUMENTS = [
  'impressum',
  'datenschutz',
  'agb',
  'widerrufsbelehrung',
  'barrierefreiheit',
  'sicherheit',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const LEGAL_PATHS = LEGAL_DOCUMENTS.map((document) => `/${document}`);
