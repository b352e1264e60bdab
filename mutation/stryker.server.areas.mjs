// @ts-check
/**
 * The server's mutation run, cut into areas: one per feature (server/<feature>/, issue 66). The whole run takes hours on
 * 2 cores, and Stryker writes its report only when a run ends: one run per area writes reports/mutation/server-<area>.json
 * as each area finishes, so a stopped run keeps what it measured and `npm run mutation -- --area <name>` picks up the rest.
 *
 * Each area mutates its feature's use cases and helpers (server/<feature>/*.ts, not its tables) and its routes
 * (server/<feature>/http/), and runs against the server test files (test/server/<name>.test.ts) that exercise it. Every
 * test file builds its server in beforeAll, so a mutant in route registration or a schema is judged by whole files; a
 * mutant the area's files do not catch counts as undetected even if some other file would (the score errs low, never
 * high). Every such file belongs to exactly one area (test/unit/mutationAreas.test.ts).
 */
import path from 'node:path';
import { withParts } from './stryker.server.testParts.mjs';

/** A feature's mutated files: its use cases and helpers, and its routes. @param {string} name */
const feature = (name) => [`server/${name}/*.ts`, `!server/${name}/tables.ts`, `server/${name}/http/**/*.ts`];

const AREAS = {
  // Accounts: sign-up and sign-in, sessions, codes, the profile and its settings, whom an account sells as.
  accounts: {
    mutate: [...feature('accounts')],
    tests: [
      'account',
      'passwordAndDeletion',
      'sellerDetails',
      'phoneVerification',
      'emailChange',
      'sessions',
      'securityMail',
      'auditLog',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
      'auth',
      'activation',
      'login',
      'passwordRecovery',
      'resetCodes',
      'abuse',
      'abuseLimits',
      'google.emulator',
      'google.production',
      'hardening',
      'limits',
      'sharedLimits',
    ],
    fuzz: ['/api/user/', '/api/auth/'],
  },
  // The admins' area: accounts, figures, the audit log, dead letters.
  admin: {
    mutate: [...feature('admin')],
    tests: [
      'admin',
      'authorizationMatrix',
      'auditLog',
      'moderationMail',
      'takeDowns',
      'moderationDecisions',
      'adStats',
      'operations',
      'messages',
      'messageReports',
      'messageMail',
      'conversationLife',
      'inboxLive',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
    ],
    fuzz: ['/api/admin/', '/api/userList'],
  },
  // Ads: drafts, edits, publishing, photos, running time, statistics, housekeeping.
  ads: {
    mutate: [...feature('ads')],
    tests: [
      'ads',
      'adPhotos',
      'adPublishing',
      'similarAds',
      'adModeration',
      'adList',
      'adLifecycle',
      'adRenewal',
      'moderationMail',
      'takeDowns',
      'moderationDecisions',
      'quotas',
      'uploadLimits',
      'races',
      'heic',
      'objectStorage',
      'orphans',
      'pageHead',
      'pageIndexing',
      'pageAnswers',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
      'adStats',
      'repeatViews',
      'admin',
      'authorizationMatrix',
      'payments',
      'paymentRequests',
      'invoices',
      'stripeWebhook',
      'stripeWebhookEdges',
      'adRoutes',
      'adSchemas',
      'mapAds',
    ],
    fuzz: ['/api/ads', '/api/admin/ads'],
  },
  // The public list and the map: words read as filters, places, keyset pages, alternatives.
  search: {
    mutate: [...feature('search')],
    tests: [
      'adCursor',
      'search',
      'adCosts',
      'searchUnderstood',
      'mapAds',
      'understandSearch',
      'relevance',
      'cache',
      'ads',
      'adPhotos',
      'adPublishing',
      'similarAds',
      'adModeration',
      'adList',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
      'places',
      'geocoder',
    ],
    fuzz: ['/api/ads', '/api/ads/map', '/api/places'],
  },
  // Moderation: held ads, the risk check, reports, statements of reasons, complaints, the transparency report.
  moderation: {
    mutate: [...feature('moderation')],
    tests: [
      'riskAssessment',
      'heldAds',
      'riskRules',
      'decisions',
      'decisionNotices',
      'transparencyReport',
      'adLifecycle',
      'adRenewal',
      'adStats',
      'repeatViews',
      'admin',
      'authorizationMatrix',
      'moderationMail',
      'takeDowns',
      'moderationDecisions',
      'payments',
      'paymentRequests',
      'invoices',
      'stripeWebhook',
      'stripeWebhookEdges',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
    ],
    fuzz: ['/api/ads', '/api/admin/ads'],
  },
  // Viewings: slots, invitations, bookings with their calendar files, attendance, reminders, the feed.
  viewings: {
    mutate: [...feature('viewings')],
    tests: ['viewings', 'viewingRules'],
  },
  // Applications: the tenant profile, documents (encrypted, watermarked, logged), the board, retention.
  applications: {
    mutate: [...feature('applications')],
    tests: ['applications'],
  },
  // Web Push: devices, settings, the outbox and its delivery.
  push: {
    mutate: [...feature('push')],
    tests: ['push', 'pushSources', 'pushConfig'],
    fuzz: ['/api/push/'],
  },
  // The Merkliste.
  // OpenImmo: agents' transfers in, object by object through the ads' own steps (issue 72).
  openimmo: {
    mutate: [...feature('openimmo')],
    tests: ['openimmo', 'openimmoHostile', 'openimmoExport', 'badInput.property', 'strictBodies', 'openApi'],
    fuzz: ['/api/openimmo/'],
  },
  favorites: {
    mutate: [...feature('favorites')],
    tests: [
      'favorites',
      'adStats',
      'account',
      'passwordAndDeletion',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
    ],
    fuzz: ['/api/favorites'],
  },
  // Nachrichten: conversations, blocks, reports, the live inbox, unread mails.
  messages: {
    mutate: [...feature('messages')],
    tests: [
      'messages',
      'messageReports',
      'messageMail',
      'conversationLife',
      'inboxLive',
      'messageCaution',
      'notifications',
      'admin',
      'authorizationMatrix',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
    ],
    fuzz: ['/api/conversations', '/api/ads/:id/conversations'],
  },
  // Payments: checkout, settlement, invoices.
  payments: {
    mutate: [...feature('payments')],
    tests: [
      'payments',
      'paymentRequests',
      'invoices',
      'stripeWebhook',
      'stripeWebhookEdges',
      'paymentRules',
      'paymentIntegrity',
      'invoiceRetention',
      'invoiceContent',
      'adStats',
      'admin',
      'authorizationMatrix',
      'hardening',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
    ],
    fuzz: ['/api/payments/', '/api/package/'],
  },
  // Packages and the credits they sell.
  packages: {
    mutate: [...feature('packages')],
    tests: [
      'payments',
      'paymentRequests',
      'invoices',
      'stripeWebhook',
      'stripeWebhookEdges',
      'paymentRules',
      'paymentIntegrity',
      'invoiceRetention',
      'invoiceContent',
      'adStats',
      'admin',
      'authorizationMatrix',
      'hardening',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
    ],
    fuzz: ['/api/payments/', '/api/package/'],
  },
  // Suchaufträge and their alerts.
  savedSearches: {
    mutate: [...feature('savedSearches')],
    tests: [
      'savedSearches',
      'savedSearchAlerts',
      'notifications',
      'account',
      'passwordAndDeletion',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
    ],
    fuzz: ['/api/saved-searches'],
  },
  // The public pages: the server-side render, page heads, sitemaps, contact and reports from an ad's page, health.
  site: {
    mutate: [...feature('site')],
    tests: [
      'contact',
      'reportEvidence',
      'static',
      'pageHead',
      'pageIndexing',
      'pageAnswers',
      'ssr',
      'ssrFailures',
      'objectStorage',
      'operations',
      'process',
      'hardening',
      'admin',
      'authorizationMatrix',
      'auditLog',
      'messages',
      'messageReports',
      'messageMail',
      'conversationLife',
      'inboxLive',
      'badInput.property',
      'columnLimits',
      'strictBodies',
      'openApi',
      'config',
      'proxiesAndTiles',
    ],
    fuzz: ['/api/legal', '/api/ads/:id/contact', '/api/ads/:id/report', '/api/health', '/api/ready', '/api/config'],
  },
  // What every feature uses: the HTTP plumbing (errors, security, limits, the API document), mail templates, caches.
  platform: {
    mutate: [...feature('platform'), 'server/api.ts'],
    tests: [
      'httpEdges',
      'httpHeadersAndLimits',
      'responseContract',
      'httpPlumbing',
      'metricsAndShutdown',
      'adStats',
      'operations',
      'sessions',
      'abuse',
      'abuseLimits',
      'auth',
      'activation',
      'login',
      'passwordRecovery',
      'resetCodes',
      'google.emulator',
      'google.production',
      'paymentIntegrity',
      'invoiceRetention',
      'mailTemplates',
      'mailLanguages',
    ],
  },
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
