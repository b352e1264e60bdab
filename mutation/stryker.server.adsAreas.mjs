// @ts-check
/** The server's mutation areas of the ads (mutation/stryker.server.areas.mjs has the rest). */
import { EDGES } from './stryker.server.testParts.mjs';

export const ADS_AREAS = {
  // The ads' rules, in three parts: code that runs per request, so each mutant runs only the tests that reach it. Their
  // module constants (the cursor's UUID pattern, the reviewed fields, the Berlin day's format) are static mutants that
  // run every file of their part: as one area of 1,099 mutants that was ~2 min per static mutant, and the area did not
  // fit in a session. Each part runs against the files whose routes reach its code.
  // Finding ads: the list's filters, sort and cursor, similar ads and the public list's cache.
  'ads-search': {
    mutate: [
      'server/application/ads/AdSearchService.ts',
      'server/application/ads/adSearchQuery.ts',
      'server/application/ads/AdCursorCodec.ts',
      'server/application/ads/PublicListCache.ts',
      'server/application/ads/MapAds.ts',
      'server/application/ads/searchAlternatives.ts',
      'server/application/ads/UnderstandSearch.ts',
    ],
    tests: [
      'adCursor',
      'search',
      'searchUnderstood',
      'mapAds',
      'understandSearch',
      'relevance',
      'cache',
      'ads',
      ...EDGES,
    ],
    fuzz: ['/api/ads', '/api/ads/map'],
  },
  // An ad's life after publishing: pause, resume, extend, bump and expiry reminders; moderation (admin routes);
  // the seller's statistics.
  'ads-lifecycle': {
    mutate: [
      'server/application/ads/AdLifecycleService.ts',
      'server/application/ads/AdModerationService.ts',
      'server/application/ads/AdStats.ts',
      'server/application/ads/RepeatViews.ts',
      'server/application/ads/ExpiryReminders.ts',
    ],
    tests: ['adLifecycle', 'adStats', 'repeatViews', 'admin', 'moderationMail', 'payments', ...EDGES],
    fuzz: ['/api/ads', '/api/admin/ads'],
  },
  // Writing ads: create, edit, archive, delete, images and their sweeping, the credits a publish spends.
  'ads-writes': {
    mutate: [
      'server/application/ads/**/*.ts',
      '!server/application/ads/AdSearchService.ts',
      '!server/application/ads/adSearchQuery.ts',
      '!server/application/ads/AdCursorCodec.ts',
      '!server/application/ads/PublicListCache.ts',
      '!server/application/ads/MapAds.ts',
      '!server/application/ads/searchAlternatives.ts',
      '!server/application/ads/UnderstandSearch.ts',
      '!server/application/ads/AdLifecycleService.ts',
      '!server/application/ads/AdModerationService.ts',
      '!server/application/ads/AdStats.ts',
      '!server/application/ads/RepeatViews.ts',
      '!server/application/ads/ExpiryReminders.ts',
    ],
    tests: [
      'ads',
      'adLifecycle',
      'moderationMail',
      'quotas',
      'races',
      'heic',
      'objectStorage',
      'orphans',
      'pageHead',
      ...EDGES,
    ],
    fuzz: ['/api/ads'],
  },
  // The ads' routes and schemas: built with the server, so nearly every mutant is static and runs every file listed.
  // adRoutes walks every ad route once (who may call it, its answer and message, the ad's shape; its part adSchemas
  // what the schemas refuse); openApi and strictBodies hold the document and the closed bodies. The rules behind the
  // routes are measured in the parts above, against ads, adLifecycle, adStats, search and races.
  'ads-routes': {
    mutate: [
      'server/http/routes/ads.ts',
      'server/http/routes/adImages.ts',
      'server/http/routes/adLifecycle.ts',
      'server/http/routes/adsMap.ts',
      'server/http/schemas/ads.ts',
    ],
    tests: ['adRoutes', 'mapAds', 'openApi', 'strictBodies'],
  },
};
