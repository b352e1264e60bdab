/** The authorization matrix's routes (authorizationMatrix.test.ts): the status each caller gets, visitor to admin. */
export type Who = 'visitor' | 'user' | 'admin';

/** An id nothing has. */
export const UUID = '00000000-0000-4000-8000-000000000000';

/** Expected status per caller; routes that do not care who calls are listed with one status for all. */
export interface MatrixRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  expect: Record<Who, number>;
}

/** The site, the account, ads, administration, the Merkliste, saved searches, messages and payments. */
export const MATRIX_ROUTES: MatrixRoute[] = [
  { method: 'GET', url: '/api/health', expect: { visitor: 200, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/openapi.json', expect: { visitor: 200, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/package/getAllPackages', expect: { visitor: 200, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/ads', expect: { visitor: 200, user: 200, admin: 200 } },
  { method: 'GET', url: `/api/ads/${UUID}`, expect: { visitor: 404, user: 404, admin: 404 } },
  { method: 'GET', url: '/api/user/profile', expect: { visitor: 401, user: 200, admin: 200 } },
  {
    method: 'PATCH',
    url: '/api/user/profile',
    body: { name: 'Neu' },
    expect: { visitor: 401, user: 200, admin: 200 },
  },
  { method: 'GET', url: '/api/user/notifications', expect: { visitor: 401, user: 200, admin: 200 } },
  {
    method: 'PUT',
    url: '/api/user/notifications',
    body: { newsletter: false },
    expect: { visitor: 401, user: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/user/password',
    body: { currentPassword: 'wrong-pass-1', newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' },
    expect: { visitor: 401, user: 400, admin: 400 },
  },
  {
    method: 'DELETE',
    url: '/api/user/profile',
    body: { password: 'wrong-pass-1' },
    expect: { visitor: 401, user: 400, admin: 400 },
  },
  { method: 'GET', url: '/api/ads/mine', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/ads/credits', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'POST', url: '/api/ads', body: {}, expect: { visitor: 401, user: 400, admin: 400 } },
  {
    method: 'PATCH',
    url: `/api/ads/${UUID}`,
    body: { title: 'Irgendein Titel' },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  { method: 'DELETE', url: `/api/ads/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'POST', url: `/api/ads/${UUID}/publish`, body: {}, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'POST', url: `/api/ads/${UUID}/pause`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'POST', url: `/api/ads/${UUID}/resume`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'PUT',
    url: `/api/ads/${UUID}/images/order`,
    body: { imageIds: [] },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  { method: 'DELETE', url: `/api/ads/${UUID}/images/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'POST',
    url: `/api/admin/ads/${UUID}/take-down`,
    body: { reason: 'Betrugsverdacht' },
    expect: { visitor: 401, user: 403, admin: 404 },
  },
  { method: 'GET', url: '/api/admin/audit', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'GET', url: '/api/userList/latest', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'GET', url: '/api/userList', expect: { visitor: 401, user: 403, admin: 200 } },
  {
    method: 'PATCH',
    url: `/api/userList/${UUID}`,
    body: { blocked: true },
    expect: { visitor: 401, user: 403, admin: 404 },
  },
  { method: 'GET', url: '/api/admin/stats', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/stats/weekly', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/ads', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/risk/outcomes', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/risk/classifier', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'POST', url: `/api/admin/ads/${UUID}/approve`, expect: { visitor: 401, user: 403, admin: 404 } },
  {
    method: 'POST',
    url: `/api/admin/ads/${UUID}/reject`,
    body: { reason: 'Nicht zulässig' },
    expect: { visitor: 401, user: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/admin/ads/${UUID}/request-changes`,
    body: { reason: 'Bitte Fotos ergänzen' },
    expect: { visitor: 401, user: 403, admin: 404 },
  },
  { method: 'GET', url: '/api/legal', expect: { visitor: 200, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/favorites', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'PUT', url: `/api/favorites/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'DELETE', url: `/api/favorites/${UUID}`, expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/user/export', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/saved-searches', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'POST', url: '/api/saved-searches', body: {}, expect: { visitor: 401, user: 400, admin: 400 } },
  {
    method: 'PATCH',
    url: `/api/saved-searches/${UUID}`,
    body: { name: 'Umbenannt' },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  { method: 'DELETE', url: `/api/saved-searches/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'POST',
    url: `/api/saved-searches/unsubscribe?token=${UUID}.forged`,
    expect: { visitor: 404, user: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/ads/${UUID}/conversations`,
    body: { body: 'Ist die Wohnung frei?' },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  { method: 'GET', url: '/api/conversations', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/conversations/unread', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'GET', url: `/api/conversations/${UUID}/messages`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'POST',
    url: `/api/conversations/${UUID}/messages`,
    body: { body: 'Hallo' },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  { method: 'POST', url: `/api/conversations/${UUID}/read`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'POST', url: `/api/conversations/${UUID}/block`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'DELETE', url: `/api/conversations/${UUID}/block`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'POST',
    url: `/api/conversations/${UUID}/report`,
    body: { reason: 'spam' },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  // GET /api/conversations/stream never ends for a signed-in caller; its 401 for visitors is in messages.test.ts.
  { method: 'GET', url: `/api/ads/${UUID}/seller`, expect: { visitor: 404, user: 404, admin: 404 } },
  { method: 'GET', url: '/api/admin/reports', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'GET', url: `/api/admin/reports/${UUID}`, expect: { visitor: 401, user: 403, admin: 404 } },
  {
    method: 'PATCH',
    url: `/api/admin/reports/${UUID}`,
    body: { status: 'resolved' },
    expect: { visitor: 401, user: 403, admin: 404 },
  },
  { method: 'GET', url: '/api/admin/dead-letters', expect: { visitor: 401, user: 403, admin: 200 } },
  { method: 'POST', url: `/api/admin/dead-letters/${UUID}/retry`, expect: { visitor: 401, user: 403, admin: 404 } },
  {
    method: 'POST',
    url: `/api/ads/${UUID}/contact`,
    body: { name: 'Paul', email: 'p@example.de', message: 'Ist die Wohnung frei?' },
    expect: { visitor: 404, user: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/ads/${UUID}/report`,
    body: { reason: 'fraud' },
    expect: { visitor: 404, user: 404, admin: 404 },
  },
  { method: 'GET', url: '/api/payments/config', expect: { visitor: 200, user: 200, admin: 200 } },
  {
    method: 'POST',
    url: '/api/payments/intent',
    body: { packageId: 'nope' },
    expect: { visitor: 401, user: 400, admin: 400 },
  },
  { method: 'GET', url: '/api/payments/mine', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'GET', url: `/api/payments/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'GET', url: `/api/payments/${UUID}/receipt`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'POST',
    url: '/api/payments/demo/confirm',
    body: { paymentId: UUID, number: '4242424242424242', expiry: '12/39', cvc: '123' },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
];
