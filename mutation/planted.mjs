// @ts-check
/**
 * Planted behaviour bugs (issue 43): realistic slips, each breaking one promise a user or caller depends on, that
 * `npm run plant` applies one at a time and requires the tests of their area to catch. A bug whose text no longer
 * occurs exactly once must be renewed with the code it plants into. Add one when a promise is made that a slip could
 * silently break; name the promise, not the code.
 *
 * @typedef {{ name: string; promise: string; file: string; find: string; replace: string; project?: string; tests: string[] }} PlantedBug
 * @type {PlantedBug[]}
 */
export const PLANTED = [
  {
    name: 'rooms-max-strict',
    promise: '"bis 4 Zimmer" finds the 4-room flats (completeness of every filter)',
    file: 'server/infrastructure/repositories/adSearchSql.ts',
    find: 'lte(ads.rooms, query.maxRooms)',
    replace: 'sql`${ads.rooms} < ${query.maxRooms}`',
    project: 'server',
    tests: ['test/server/searchCompleteness.property.test.ts'],
  },
  {
    name: 'floor-filter-dropped',
    promise: 'every filter a seeker sets is applied ("ab 2. Etage" keeps no ground floor)',
    file: 'server/infrastructure/repositories/adSearchSql.ts',
    find: 'if (query.minFloor !== null) filters.push(gte(ads.floor, query.minFloor));',
    replace: '',
    project: 'server',
    tests: ['test/server/searchCompleteness.property.test.ts'],
  },
  {
    name: 'inbox-stream-to-everyone',
    promise: 'an open inbox stream receives its own conversations only, never a third person’s',
    file: 'server/http/routes/inboxStream.ts',
    find: 'if (signal.userId !== user.id) return;',
    replace: '',
    project: 'server',
    tests: ['test/server/messages.test.ts'],
  },
  {
    name: 'merkliste-of-everyone',
    promise: 'a Merkliste shows its owner’s saved ads only, never a third person’s',
    file: 'server/infrastructure/repositories/FavoriteRepositoryDrizzle.ts',
    find: '.where(eq(favorites.userId, userId))\n      .orderBy(desc(favorites.createdAt), desc(favorites.adId))',
    replace: '.orderBy(desc(favorites.createdAt), desc(favorites.adId))',
    project: 'server',
    tests: ['test/server/favorites.test.ts'],
  },
  {
    name: 'resume-leaves-highlight',
    promise: 'reactivating a paused featured ad moves its highlight by the time it was paused',
    file: 'src/domain/adLife.ts',
    find: 'featuredUntil: later(ad.featuredUntil)',
    replace: 'featuredUntil: ad.featuredUntil',
    project: 'server',
    tests: ['test/server/adLifecycle.test.ts'],
  },
  {
    name: 'alerts-new-by-creation',
    promise: 'a saved-search alert reports ads published since the last alert, also an old draft published now',
    file: 'server/application/searches/SavedSearchService.ts',
    find: 'ad.publishedAt !== null && Date.parse(ad.publishedAt) > since.getTime()',
    replace: 'Date.parse(ad.createdAt) > since.getTime()',
    project: 'server',
    tests: ['test/server/savedSearches.test.ts'],
  },
  {
    name: 'house-rent-not-monthly',
    promise: 'a house for rent shows its price "/ Monat" wherever a price is written',
    file: 'src/domain/ad.ts',
    find: "  'apartment_rent',\n  'house_rent',\n  'shared_room',",
    replace: "  'apartment_rent',\n  'shared_room',",
    project: 'client',
    tests: ['test/ui/adPage.test.tsx'],
  },
  {
    name: 'publish-without-credit',
    promise: 'without a credit the editor cannot go on to publishing (it offers to buy one)',
    file: 'src/ui/pages/app/adForm/PlanStep.tsx',
    find: 'disabled={p.credits.length === 0}',
    replace: 'disabled={false}',
    project: 'client',
    tests: ['test/ui/adEditor.test.tsx'],
  },
  {
    name: 'draft-photo-public',
    promise: 'a photo of an ad visitors cannot see is not served by its public address',
    file: 'server/http/routes/system.ts',
    find: '(await ads.isPublic(open[2]!))',
    replace: 'true',
    project: 'server',
    tests: ['test/server/imageAccess.test.ts'],
  },
  {
    name: 'webhook-any-amount',
    promise: 'a Stripe success credits only when the amount and currency received are the payment’s',
    file: 'server/application/payments/PaymentsService.ts',
    find: 'event.amountCents !== payment.amountCents || event.currency !== payment.currency.toUpperCase()',
    replace: 'false',
    project: 'server',
    tests: ['test/server/payments.test.ts'],
  },
  {
    name: 'email-code-any-target',
    promise: 'an e-mail change is confirmed only with the code mailed to that very address',
    file: 'server/application/auth/OneTimeCodes.ts',
    find: 'latest && !latest.usedAt && sameTarget && now.getTime()',
    replace: 'latest && !latest.usedAt && now.getTime()',
    project: 'server',
    tests: ['test/server/emailChange.test.ts'],
  },
  {
    name: 'google-keeps-foreign-password',
    promise: 'signing in with Google to a never-activated account clears the password someone else set there',
    file: 'server/application/auth/AuthService.ts',
    find: 'await repos.users.update(existing.id, { activated: true, passwordHash: null });',
    replace: 'await repos.users.update(existing.id, { activated: true });',
    project: 'server',
    tests: ['test/server/google.emulator.test.ts'],
  },
  {
    name: 'merkliste-unbounded',
    promise: 'a Merkliste keeps at most 500 ads, also under concurrent saves',
    file: 'server/application/favorites/FavoritesService.ts',
    find: '(await tx.favorites.count(user.id)) >= FAVORITES_LIMIT',
    replace: '(await tx.favorites.count(user.id)) > FAVORITES_LIMIT',
    project: 'server',
    tests: ['test/server/favorites.test.ts'],
  },
];
