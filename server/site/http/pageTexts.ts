/** The titles and descriptions the server writes into public pages, per language (pageHead.ts). */
export const PAGE_TEXT = {
  de: {
    home: [
      'Inserat – Wohnungen und Häuser mieten und kaufen',
      'Immobilien mieten und kaufen in Deutschland, Österreich und der Schweiz – von Privat und vom Makler.',
    ],
    ads: [
      'Immobilien-Anzeigen | Inserat',
      'Wohnungen, Häuser, Grundstücke und Gewerbeflächen zur Miete und zum Kauf – mit Umkreissuche.',
    ],
    search: (q: string) => `„${q}“ – Immobilien-Anzeigen | Inserat`,
    impressum: 'Impressum | Inserat',
    datenschutz: 'Datenschutzerklärung | Inserat',
    agb: 'Allgemeine Geschäftsbedingungen | Inserat',
    widerrufsbelehrung: 'Widerrufsbelehrung | Inserat',
    barrierefreiheit: 'Erklärung zur Barrierefreiheit | Inserat',
    sicherheit: 'Sicher mieten und kaufen | Inserat',
    transparenz: 'Transparenzbericht | Inserat',
    account: 'Inserat',
    notFound: [
      'Seite nicht gefunden | Inserat',
      'Diese Adresse gibt es bei Inserat nicht. Suchen Sie Immobilien auf der Startseite.',
    ],
    gone: [
      'Anzeige nicht mehr verfügbar | Inserat',
      'Diese Anzeige ist abgelaufen oder wurde entfernt. Ähnliche Immobilien finden Sie in der Suche.',
    ],
    crumbs: ['Startseite', 'Anzeigen'],
    locale: 'de_DE',
  },
  en: {
    home: [
      'Inserat – rent and buy flats and houses',
      'Rent and buy property in Germany, Austria and Switzerland – from private owners and agents.',
    ],
    ads: [
      'Property ads | Inserat',
      'Flats, houses, plots and commercial space to rent and to buy – with radius search.',
    ],
    search: (q: string) => `“${q}” – property ads | Inserat`,
    impressum: 'Legal notice | Inserat',
    datenschutz: 'Privacy policy | Inserat',
    agb: 'Terms and conditions | Inserat',
    widerrufsbelehrung: 'Right of withdrawal | Inserat',
    barrierefreiheit: 'Accessibility statement | Inserat',
    sicherheit: 'Renting and buying safely | Inserat',
    transparenz: 'Transparency report | Inserat',
    account: 'Inserat',
    notFound: [
      'Page not found | Inserat',
      'This address does not exist on Inserat. Search for property on the home page.',
    ],
    gone: [
      'Ad no longer available | Inserat',
      'This ad has expired or was removed. Find similar property in the search.',
    ],
    crumbs: ['Home', 'Ads'],
    locale: 'en_GB',
  },
} as const;
