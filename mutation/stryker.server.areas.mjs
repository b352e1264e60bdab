// @ts-check
/**
 * The server's mutation run, cut into areas (issue 16). The whole run is 5,862 mutants and takes hours on 2 cores, and
 * Stryker writes its report only when a run ends: one run per area writes reports/mutation/server-<area>.json as each
 * area finishes, so a stopped run keeps what it measured and `npm run mutation -- --area <name>` picks up the rest.
 *
 * Each area names the files it mutates and the server test files (test/server/<name>.test.ts) it runs against. Every
 * test file builds its server in beforeAll, so a mutant in route registration or a schema is "static": it can only be
 * judged by building servers with it and running whole files. Against an area's own test files that costs seconds, and
 * a mutant those files do not catch counts as undetected even if some other file would (the score errs low, never
 * high). Every file of server/application and server/http belongs to exactly one area (test/unit/mutationAreas.test.ts).
 */
import path from 'node:path';
import { ADS_AREAS } from './stryker.server.adsAreas.mjs';
import { HTTP_AREAS } from './stryker.server.httpAreas.mjs';
import { EDGES, withParts } from './stryker.server.testParts.mjs';

const AREAS = {
  account: {
    mutate: ['server/application/account/**/*.ts', 'server/http/routes/account.ts', 'server/http/routes/seller.ts'],
    tests: [
      'account',
      'sellerDetails',
      'phoneVerification',
      'emailChange',
      'sessions',
      'securityMail',
      'auditLog',
      ...EDGES,
    ],
    fuzz: ['/api/user/'],
  },
  admin: {
    mutate: [
      'server/application/admin/**/*.ts',
      'server/http/routes/admin.ts',
      'server/http/routes/adminModeration.ts',
    ],
    // messages: the reports' queue (its routes are admin routes) is tested where messages are reported.
    tests: ['admin', 'auditLog', 'moderationMail', 'adStats', 'operations', 'messages', ...EDGES],
    fuzz: ['/api/admin/', '/api/userList'],
  },
  ...ADS_AREAS,
  // Issue 44: the rules that hold a scam-like ad before anyone sees it, and the index that finds copied content.
  risk: {
    mutate: ['server/application/risk/**/*.ts'],
    tests: ['riskAssessment', 'riskRules'],
  },
  // Issue 44: statements of reasons, complaints and their answers, the transparency report (DSA Art. 15-24).
  decisions: {
    mutate: ['server/application/decisions/**/*.ts', 'server/http/routes/decisions.ts'],
    tests: ['decisions', 'decisionNotices', 'transparencyReport'],
  },
  // Issue 45: viewings — slots, invitations, bookings with their calendar files, attendance, reminders, the feed.
  viewings: {
    mutate: ['server/application/viewings/**/*.ts', 'server/http/routes/viewings.ts'],
    tests: ['viewings', 'viewingRules'],
  },
  // Issue 45: applications, the tenant profile, documents (encrypted, watermarked, logged), retention.
  applications: {
    mutate: [
      'server/application/applications/**/*.ts',
      'server/http/routes/applications.ts',
      'server/http/routes/tenant.ts',
    ],
    tests: ['applications'],
  },
  // Issue 46: Web Push — devices, settings, the outbox and its delivery.
  push: {
    mutate: ['server/application/push/**/*.ts', 'server/http/routes/push.ts'],
    tests: ['push', 'pushSources', 'pushConfig'],
    fuzz: ['/api/push/'],
  },
  auth: {
    mutate: [
      'server/application/auth/**/*.ts',
      'server/http/routes/auth.ts',
      'server/http/routes/google.ts',
      'server/http/routes/sessions.ts',
      'server/http/auth.ts',
    ],
    tests: [
      'auth',
      'abuse',
      'sessions',
      'securityMail',
      'google.emulator',
      'google.production',
      'hardening',
      'limits',
      'sharedLimits',
      'emailChange',
      ...EDGES,
    ],
    fuzz: ['/api/auth/'],
  },
  favorites: {
    mutate: ['server/application/favorites/**/*.ts', 'server/http/routes/favorites.ts'],
    tests: ['favorites', 'adStats', 'account', ...EDGES],
    fuzz: ['/api/favorites'],
  },
  mail: {
    mutate: ['server/application/mail/**/*.ts'],
    // The templates are pure functions whose texts are module constants, so most of their mutants are static: against
    // the ten server files that send mail, each of those would build every file's servers again. Their own test reads
    // every mail in both languages; whether the right mail goes out when is measured in the areas that send it.
    tests: ['mailTemplates'],
  },
  messages: {
    mutate: [
      'server/application/messages/**/*.ts',
      'server/http/routes/conversations.ts',
      'server/http/routes/inboxStream.ts',
    ],
    tests: ['messages', 'messageCaution', 'notifications', 'admin', ...EDGES],
    fuzz: ['/api/conversations', '/api/ads/:id/conversations'],
  },
  payments: {
    mutate: [
      'server/application/payments/**/*.ts',
      'server/application/packages/**/*.ts',
      'server/http/routes/payments.ts',
      'server/http/routes/packages.ts',
    ],
    tests: [
      'payments',
      'paymentRules',
      'paymentIntegrity',
      'invoiceContent',
      'adStats',
      'admin',
      'hardening',
      ...EDGES,
    ],
    fuzz: ['/api/payments/', '/api/package/'],
  },
  places: {
    mutate: ['server/application/places/**/*.ts', 'server/http/routes/places.ts'],
    tests: ['places', 'search', 'geocoder', ...EDGES],
    fuzz: ['/api/places'],
  },
  searches: {
    mutate: ['server/application/searches/**/*.ts', 'server/http/routes/savedSearches.ts'],
    tests: ['savedSearches', 'notifications', 'account', ...EDGES],
    fuzz: ['/api/saved-searches'],
  },
  site: {
    mutate: [
      'server/application/site/**/*.ts',
      'server/application/reports/**/*.ts',
      'server/http/routes/site.ts',
      'server/http/routes/system.ts',
    ],
    // objectStorage: system.ts streams the images from object storage.
    tests: [
      'contact',
      'static',
      'pageHead',
      'ssr',
      'objectStorage',
      'operations',
      'process',
      'hardening',
      'admin',
      'auditLog',
      'messages',
      ...EDGES,
    ],
    fuzz: ['/api/legal', '/api/ads/:id/contact', '/api/ads/:id/report', '/api/health', '/api/ready', '/api/config'],
  },
  ...HTTP_AREAS,
};

/** The areas, each naming the parts of a test file that was split (stryker.server.testParts.mjs). */
export const SERVER_AREAS = Object.fromEntries(
  Object.entries(AREAS).map(([name, area]) => [name, { ...area, tests: withParts(area.tests) }]),
);

/**
 * Stryker's reading of an area's patterns: a file is in it when a pattern takes it and no later `!pattern` drops it.
 * @param {string} file @param {string[]} patterns
 */
export function inArea(file, patterns) {
  let taken = false;
  for (const pattern of patterns) {
    if (pattern.startsWith('!')) taken &&= !path.matchesGlob(file, pattern.slice(1));
    else taken ||= path.matchesGlob(file, pattern);
  }
  return taken;
}
