// @ts-check
/**
 * The server's mutation run, cut into areas (issue 16). The whole run is 5,862 mutants and takes hours on 2 cores, and
 * Stryker writes its report only when a run ends: one run per area writes reports/mutation/server-<area>.json as each
 * area finishes, so a stopped run keeps what it measured and `npm run mutation -- --area <name>` picks up the rest.
 * Every file of server/application and server/http belongs to exactly one area (test/unit/mutationAreas.test.ts).
 */
export const SERVER_AREAS = {
  account: ['server/application/account/**/*.ts', 'server/http/routes/account.ts'],
  admin: ['server/application/admin/**/*.ts', 'server/http/routes/admin.ts'],
  ads: ['server/application/ads/**/*.ts', 'server/http/routes/ads.ts', 'server/http/schemas/ads.ts'],
  auth: ['server/application/auth/**/*.ts', 'server/http/routes/auth.ts', 'server/http/routes/google.ts', 'server/http/auth.ts', 'server/http/schemas/users.ts'],
  favorites: ['server/application/favorites/**/*.ts', 'server/http/routes/favorites.ts', 'server/http/schemas/favorites.ts'],
  mail: ['server/application/mail/**/*.ts'],
  messages: [
    'server/application/messages/**/*.ts',
    'server/http/routes/conversations.ts',
    'server/http/routes/inboxStream.ts',
    'server/http/schemas/conversations.ts',
  ],
  payments: [
    'server/application/payments/**/*.ts',
    'server/application/packages/**/*.ts',
    'server/http/routes/payments.ts',
    'server/http/routes/packages.ts',
    'server/http/schemas/payments.ts',
    'server/http/schemas/packages.ts',
  ],
  places: ['server/application/places/**/*.ts', 'server/http/routes/places.ts'],
  searches: ['server/application/searches/**/*.ts', 'server/http/routes/savedSearches.ts', 'server/http/schemas/savedSearches.ts'],
  site: ['server/application/site/**/*.ts', 'server/application/reports/**/*.ts', 'server/http/routes/site.ts', 'server/http/routes/system.ts'],
  // What every request passes through: plugins, the shared ports and serializers, page rendering.
  http: [
    'server/application/shared/**/*.ts',
    'server/application/serialize.ts',
    'server/http/*.ts',
    '!server/http/auth.ts',
    'server/http/plugins/**/*.ts',
    'server/http/schemas/common.ts',
  ],
};
