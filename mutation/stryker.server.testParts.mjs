// @ts-check
/**
 * Server test files (test/server/<name>.test.ts) as the mutation areas of stryker.server.areas.mjs name them: the
 * files every area runs, and the parts of a file that was split to stay under 250 lines (an area naming it runs all).
 */

// What every route must hold, whichever area it is in: bad input refused, bodies closed, the route described in OpenAPI.
// An area's `fuzz` names the route prefixes whose bad input badInput.property fuzzes in its run (FUZZ_ROUTES): fuzzing
// all 89 routes took 66 of the 97 seconds the favorites area's files take, for every static mutant, to test routes the
// area's code does not serve. Without `fuzz` (an area whose code every route passes through, and any run of the whole
// suite) every route is fuzzed.
export const EDGES = ['badInput.property', 'strictBodies', 'openApi'];

/**
 * Split test files by their name before the split.
 * @type {Record<string, string[]>}
 */
export const PARTS = {
  abuse: ['abuse', 'abuseLimits'],
  account: ['account', 'passwordAndDeletion'],
  adLifecycle: ['adLifecycle', 'adRenewal'],
  adRoutes: ['adRoutes', 'adSchemas'],
  admin: ['admin', 'authorizationMatrix'],
  ads: ['ads', 'adPhotos', 'adPublishing', 'similarAds', 'adModeration', 'adList'],
  auth: ['auth', 'activation', 'login', 'passwordRecovery', 'resetCodes'],
  'badInput.property': ['badInput.property', 'columnLimits'],
  config: ['config', 'proxiesAndTiles'],
  contact: ['contact', 'reportEvidence'],
  httpEdges: ['httpEdges', 'httpHeadersAndLimits'],
  httpPlumbing: ['httpPlumbing', 'metricsAndShutdown'],
  jobQueue: ['jobQueue', 'jobQueueFailures'],
  mailTemplates: ['mailTemplates', 'mailLanguages'],
  moderationMail: ['moderationMail', 'takeDowns', 'moderationDecisions'],
  messages: ['messages', 'messageReports', 'messageMail', 'conversationLife', 'inboxLive'],
  pageHead: ['pageHead', 'pageIndexing', 'pageAnswers'],
  paymentIntegrity: ['paymentIntegrity', 'invoiceRetention'],
  payments: ['payments', 'paymentRequests', 'invoices', 'stripeWebhook', 'stripeWebhookEdges'],
  quotas: ['quotas', 'uploadLimits'],
  riskAssessment: ['riskAssessment', 'heldAds'],
  savedSearches: ['savedSearches', 'savedSearchAlerts'],
  search: ['search', 'adCosts'],
  ssr: ['ssr', 'ssrFailures'],
};

/** The test files an area's names stand for: a split file's parts in its place. @param {string[] | null} names */
export function withParts(names) {
  return names && names.flatMap((name) => PARTS[name] ?? [name]);
}
