import type { PlaceRecord } from '../search/domain/place';

/** A demo city and its districts, each with its own postal code and a point near its middle. */
export interface DemoCity {
  city: string;
  country: 'DE' | 'AT' | 'CH';
  state: string;
  districts: { name: string; postalCode: string; lat: number; lon: number }[];
}

/** Districts known as places beside the demo cities' own (which the demo ads are spread over, in their order). */
const MORE_DISTRICTS: (DemoCity['districts'][number] & { city: string; country: 'DE'; state: string })[] = [
  { name: 'Kreuzberg', postalCode: '10961', lat: 52.499, lon: 13.403, city: 'Berlin', country: 'DE', state: 'Berlin' },
];

export const DEMO_CITIES: DemoCity[] = [
  {
    city: 'Berlin',
    country: 'DE',
    state: 'Berlin',
    districts: [
      { name: 'Mitte', postalCode: '10117', lat: 52.517, lon: 13.389 },
      { name: 'Prenzlauer Berg', postalCode: '10435', lat: 52.539, lon: 13.424 },
      { name: 'Friedrichshain', postalCode: '10245', lat: 52.507, lon: 13.454 },
      { name: 'Neukölln', postalCode: '12043', lat: 52.481, lon: 13.435 },
      { name: 'Charlottenburg', postalCode: '10585', lat: 52.517, lon: 13.304 },
    ],
  },
  {
    city: 'Hamburg',
    country: 'DE',
    state: 'Hamburg',
    districts: [
      { name: 'Altona', postalCode: '22765', lat: 53.551, lon: 9.935 },
      { name: 'Eimsbüttel', postalCode: '20257', lat: 53.573, lon: 9.953 },
      { name: 'Winterhude', postalCode: '22301', lat: 53.598, lon: 10.004 },
      { name: 'HafenCity', postalCode: '20457', lat: 53.541, lon: 9.996 },
    ],
  },
  {
    city: 'München',
    country: 'DE',
    state: 'Bayern',
    districts: [
      { name: 'Schwabing', postalCode: '80801', lat: 48.161, lon: 11.585 },
      { name: 'Maxvorstadt', postalCode: '80333', lat: 48.148, lon: 11.567 },
      { name: 'Sendling', postalCode: '81369', lat: 48.116, lon: 11.537 },
      { name: 'Haidhausen', postalCode: '81667', lat: 48.131, lon: 11.596 },
    ],
  },
  {
    city: 'Köln',
    country: 'DE',
    state: 'Nordrhein-Westfalen',
    districts: [
      { name: 'Ehrenfeld', postalCode: '50823', lat: 50.951, lon: 6.917 },
      { name: 'Südstadt', postalCode: '50678', lat: 50.922, lon: 6.963 },
      { name: 'Nippes', postalCode: '50733', lat: 50.967, lon: 6.956 },
      { name: 'Deutz', postalCode: '50679', lat: 50.936, lon: 6.973 },
    ],
  },
  {
    city: 'Frankfurt am Main',
    country: 'DE',
    state: 'Hessen',
    districts: [
      { name: 'Sachsenhausen', postalCode: '60594', lat: 50.1, lon: 8.687 },
      { name: 'Bornheim', postalCode: '60385', lat: 50.13, lon: 8.713 },
      { name: 'Nordend', postalCode: '60318', lat: 50.126, lon: 8.69 },
      { name: 'Westend', postalCode: '60323', lat: 50.12, lon: 8.665 },
    ],
  },
  {
    city: 'Stuttgart',
    country: 'DE',
    state: 'Baden-Württemberg',
    districts: [
      { name: 'West', postalCode: '70197', lat: 48.773, lon: 9.156 },
      { name: 'Degerloch', postalCode: '70597', lat: 48.747, lon: 9.17 },
      { name: 'Bad Cannstatt', postalCode: '70372', lat: 48.805, lon: 9.215 },
    ],
  },
  {
    city: 'Düsseldorf',
    country: 'DE',
    state: 'Nordrhein-Westfalen',
    districts: [
      { name: 'Pempelfort', postalCode: '40477', lat: 51.237, lon: 6.79 },
      { name: 'Oberkassel', postalCode: '40545', lat: 51.232, lon: 6.751 },
      { name: 'Bilk', postalCode: '40225', lat: 51.205, lon: 6.776 },
    ],
  },
  {
    city: 'Leipzig',
    country: 'DE',
    state: 'Sachsen',
    districts: [
      { name: 'Gohlis', postalCode: '04155', lat: 51.364, lon: 12.367 },
      { name: 'Plagwitz', postalCode: '04229', lat: 51.326, lon: 12.332 },
      { name: 'Südvorstadt', postalCode: '04275', lat: 51.32, lon: 12.374 },
    ],
  },
  {
    city: 'Dresden',
    country: 'DE',
    state: 'Sachsen',
    districts: [
      { name: 'Neustadt', postalCode: '01099', lat: 51.066, lon: 13.754 },
      { name: 'Blasewitz', postalCode: '01309', lat: 51.052, lon: 13.8 },
      { name: 'Striesen', postalCode: '01277', lat: 51.043, lon: 13.783 },
    ],
  },
  {
    city: 'Hannover',
    country: 'DE',
    state: 'Niedersachsen',
    districts: [
      { name: 'List', postalCode: '30163', lat: 52.393, lon: 9.752 },
      { name: 'Linden', postalCode: '30449', lat: 52.363, lon: 9.713 },
      { name: 'Südstadt', postalCode: '30171', lat: 52.36, lon: 9.748 },
    ],
  },
  {
    city: 'Nürnberg',
    country: 'DE',
    state: 'Bayern',
    districts: [
      { name: 'Gostenhof', postalCode: '90429', lat: 49.449, lon: 11.059 },
      { name: 'St. Johannis', postalCode: '90419', lat: 49.461, lon: 11.061 },
      { name: 'Maxfeld', postalCode: '90409', lat: 49.462, lon: 11.087 },
    ],
  },
  {
    city: 'Bremen',
    country: 'DE',
    state: 'Bremen',
    districts: [
      { name: 'Schwachhausen', postalCode: '28209', lat: 53.089, lon: 8.83 },
      { name: 'Viertel', postalCode: '28203', lat: 53.072, lon: 8.822 },
      { name: 'Findorff', postalCode: '28215', lat: 53.094, lon: 8.795 },
    ],
  },
  {
    city: 'Freiburg im Breisgau',
    country: 'DE',
    state: 'Baden-Württemberg',
    districts: [
      { name: 'Wiehre', postalCode: '79100', lat: 47.983, lon: 7.854 },
      { name: 'Herdern', postalCode: '79104', lat: 48.004, lon: 7.857 },
      { name: 'Stühlinger', postalCode: '79106', lat: 47.996, lon: 7.833 },
    ],
  },
  {
    city: 'Münster',
    country: 'DE',
    state: 'Nordrhein-Westfalen',
    districts: [
      { name: 'Kreuzviertel', postalCode: '48147', lat: 51.97, lon: 7.615 },
      { name: 'Hafen', postalCode: '48155', lat: 51.95, lon: 7.644 },
      { name: 'Mauritz', postalCode: '48145', lat: 51.96, lon: 7.65 },
    ],
  },
  {
    city: 'Heidelberg',
    country: 'DE',
    state: 'Baden-Württemberg',
    districts: [
      { name: 'Altstadt', postalCode: '69117', lat: 49.412, lon: 8.71 },
      { name: 'Neuenheim', postalCode: '69120', lat: 49.418, lon: 8.694 },
      { name: 'Weststadt', postalCode: '69115', lat: 49.403, lon: 8.684 },
    ],
  },
  {
    city: 'Potsdam',
    country: 'DE',
    state: 'Brandenburg',
    districts: [
      { name: 'Babelsberg', postalCode: '14482', lat: 52.391, lon: 13.096 },
      { name: 'Innenstadt', postalCode: '14467', lat: 52.399, lon: 13.059 },
      { name: 'Bornstedt', postalCode: '14469', lat: 52.415, lon: 13.034 },
    ],
  },
  {
    city: 'Wien',
    country: 'AT',
    state: 'Wien',
    districts: [
      { name: 'Innere Stadt', postalCode: '1010', lat: 48.208, lon: 16.372 },
      { name: 'Leopoldstadt', postalCode: '1020', lat: 48.217, lon: 16.399 },
      { name: 'Neubau', postalCode: '1070', lat: 48.202, lon: 16.349 },
    ],
  },
  {
    city: 'Zürich',
    country: 'CH',
    state: 'Zürich',
    districts: [
      { name: 'Altstadt', postalCode: '8001', lat: 47.372, lon: 8.541 },
      { name: 'Wiedikon', postalCode: '8003', lat: 47.37, lon: 8.518 },
      { name: 'Oerlikon', postalCode: '8050', lat: 47.411, lon: 8.544 },
    ],
  },
];

/** The demo cities and districts as places: each district, and each city at its first district's postal code. */
export function demoPlaces(): PlaceRecord[] {
  return DEMO_CITIES.flatMap(({ city, country, state, districts }) => [
    {
      country,
      postalCode: districts[0]!.postalCode,
      name: city,
      city,
      state,
      lat: districts[0]!.lat,
      lon: districts[0]!.lon,
    },
    ...districts.map((d) => ({ country, postalCode: d.postalCode, name: d.name, city, state, lat: d.lat, lon: d.lon })),
  ]).concat(
    MORE_DISTRICTS.map(({ name, postalCode, lat, lon, city, country, state }) => ({
      country,
      postalCode,
      name,
      city,
      state,
      lat,
      lon,
    })),
  );
}
