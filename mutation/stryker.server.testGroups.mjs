// @ts-check
// Server test files that were one file and are now one per part: the mutation areas name them as a group.

/** An ad's life: creating, photos, publishing, similar ads, moderation, the public list (test/server/adsFixtures.ts). */
export const ADS = ['ads', 'adPhotos', 'adPublishing', 'similarAds', 'adModeration', 'adList'];

/** Accounts: registration, activation, sign-in and tokens, password recovery and its edges. */
export const AUTH = ['auth', 'activation', 'login', 'passwordRecovery', 'resetCodes'];

/** Messages: conversations, reports, mail about unread messages, a conversation over time, live delivery. */
export const MESSAGES = ['messages', 'messageReports', 'messageMail', 'conversationLife', 'inboxLive'];

/** Payments: the demo gateway, what a request may carry, payments afterwards, Stripe's webhook and its edges. */
export const PAYMENTS = ['payments', 'paymentRequests', 'invoices', 'stripeWebhook', 'stripeWebhookEdges'];

/** Abuse: wrong codes, attacks on others, floods; strangers asking for codes, and limits behind a proxy. */
export const ABUSE = ['abuse', 'abuseLimits'];

/** The page head: an ad page's head, what search engines may index, what every page answers. */
export const PAGE_HEAD = ['pageHead', 'pageIndexing', 'pageAnswers'];
