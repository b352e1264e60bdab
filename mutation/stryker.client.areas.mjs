// @ts-check
/**
 * The client core's mutation run, cut into parts (issue 16), as the server's is into areas: against all 62 unit, UI and
 * infrastructure test files it is 1,991 mutants (85 static ones each run every test) and 57 minutes on 2 cores, and
 * Stryker writes its results only when a run ends (its first estimate said three hours). Each part keeps its own in
 * mutation/baseline/<part>.json as soon as it finishes; `npm run mutation -- --area client` runs them one after another.
 *
 * Every part runs against every client test file (MUTATION_TESTS.client): the UI tests are what judge most of the
 * domain. Every file of src/domain and src/application, and the HTTP client, is in exactly one part
 * (test/unit/mutationAreas.test.ts).
 */
const LISTINGS_DOMAIN = '{ad,adValidation,numbers,imageUpload,place,adStats,favorite,savedSearch,package}';
const LISTINGS_USE_CASES = '{ads,favorites,searches,places,packages,payments,site}';

export const CLIENT_AREAS = {
  /** Ads, prices, numbers as people type them, photos, places, Merkliste, saved searches, packages. */
  'client-listings-domain': { mutate: [`src/domain/${LISTINGS_DOMAIN}.ts`] },
  /** People, messages, reports, the shared input rules and errors. */
  'client-people-domain': { mutate: ['src/domain/**/*.ts', `!src/domain/${LISTINGS_DOMAIN}.ts`, '!**/*.d.ts'] },
  /** The use cases of ads, Merkliste, saved searches, places, packages, payments and the site. */
  'client-listings': { mutate: [`src/application/${LISTINGS_USE_CASES}/**/*.ts`, '!**/*.d.ts'] },
  /** The use cases of signing in, the account, administration and messages, and the HTTP client. */
  'client-people': {
    mutate: [
      'src/application/**/*.ts',
      `!src/application/${LISTINGS_USE_CASES}/**`,
      '!**/*.d.ts',
      'src/infrastructure/http/HttpClient.ts',
    ],
  },
};
