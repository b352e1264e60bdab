import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, signUp, startTestServer, validAd, type TestServer } from './helpers';
import { MATRIX_ROUTES, UUID, type MatrixRoute, type Who } from './matrixRoutes';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

/** Every route of the API (matrixRoutes.ts, and the later ones here) for each kind of caller. */
const routes: MatrixRoute[] = [
  ...MATRIX_ROUTES,
  // Issue 45: viewings. Someone else's (or no) ad, slot or booking is not found, whoever asks; an admin reads none.
  { method: 'GET', url: `/api/ads/${UUID}/viewings`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'POST',
    url: `/api/ads/${UUID}/viewings`,
    body: { date: '2030-01-01', time: '18:00', minutes: 30, kind: 'group', capacity: 3, openToEnquirers: true },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/ads/${UUID}/viewings/invitations`,
    body: { seekerIds: [UUID] },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  { method: 'DELETE', url: `/api/viewing-slots/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'POST', url: `/api/viewing-slots/${UUID}/booking`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'DELETE', url: `/api/viewing-bookings/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'PUT',
    url: `/api/viewing-bookings/${UUID}/attendance`,
    body: { attendance: 'attended' },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  { method: 'GET', url: '/api/viewings', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/user/calendar-feed', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'POST', url: '/api/user/calendar-feed', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'DELETE', url: '/api/user/calendar-feed', expect: { visitor: 401, user: 200, admin: 200 } },
  {
    method: 'GET',
    url: `/api/calendar/${UUID}.forged-mac-0123456789.ics`,
    expect: { visitor: 404, user: 404, admin: 404 },
  },
  // Issue 45: applications. Someone else's application or ad is not found; an admin reads no document.
  { method: 'GET', url: '/api/user/tenant-profile', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'GET', url: '/api/user/documents', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'PUT', url: '/api/user/tenant-profile', body: {}, expect: { visitor: 401, user: 400, admin: 400 } },
  { method: 'POST', url: '/api/user/documents', body: {}, expect: { visitor: 401, user: 415, admin: 415 } },
  { method: 'DELETE', url: `/api/user/documents/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'GET', url: '/api/applications', expect: { visitor: 401, user: 200, admin: 200 } },
  {
    method: 'POST',
    url: `/api/ads/${UUID}/application`,
    body: { profileConsent: true },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  { method: 'GET', url: `/api/ads/${UUID}/applications`, expect: { visitor: 401, user: 404, admin: 404 } },
  {
    method: 'PUT',
    url: `/api/applications/${UUID}/sharing`,
    body: { profileConsent: false, documentIds: [] },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  {
    method: 'PUT',
    url: `/api/applications/${UUID}/status`,
    body: { status: 'declined' },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/applications/${UUID}/document-request`,
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/applications/${UUID}/documents/${UUID}`,
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/payments/demo/authenticate',
    body: { paymentId: UUID, approve: true },
    expect: { visitor: 401, user: 404, admin: 404 },
  },
  // Issue 46: push devices and settings are the person's own; another's device is not found, an admin's too.
  { method: 'GET', url: '/api/push/devices', expect: { visitor: 401, user: 200, admin: 200 } },
  { method: 'POST', url: '/api/push/devices', body: {}, expect: { visitor: 401, user: 400, admin: 400 } },
  { method: 'DELETE', url: `/api/push/devices/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
  { method: 'GET', url: '/api/push/settings', expect: { visitor: 401, user: 200, admin: 200 } },
  {
    method: 'PUT',
    url: '/api/push/settings',
    body: { preview: false },
    expect: { visitor: 401, user: 200, admin: 200 },
  },
];

describe('authorization matrix: visitor, user, other user, admin × every route', () => {
  it.each(routes)('$method $url', async (route) => {
    const user = await signUp(server, `matrix-${Math.random().toString(36).slice(2)}@example.de`);
    const tokens: Record<Who, string | undefined> = { visitor: undefined, user: user.token, admin };
    for (const who of ['visitor', 'user', 'admin'] as const) {
      const { status, body } = await call(server.app, route.method, route.url, {
        token: tokens[who],
        body: route.body,
      });
      expect({ who, status }).toEqual({ who, status: route.expect[who] });
      if (status >= 400)
        expect(body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
    }
  });

  it("another user's ad: not visible, not editable, not deletable, not publishable", async () => {
    const owner = await signUp(server, 'matrix-owner@example.de');
    const intruder = await signUp(server, 'matrix-intruder@example.de');
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as {
      id: string;
    };
    for (const [method, url, body] of [
      ['GET', `/api/ads/${ad.id}`, undefined],
      ['PATCH', `/api/ads/${ad.id}`, { title: 'Übernommen von jemand' }],
      ['DELETE', `/api/ads/${ad.id}`, undefined],
      ['POST', `/api/ads/${ad.id}/publish`, {}],
    ] as const) {
      expect((await call(server.app, method, url, { token: intruder.token, body })).status).toBe(404);
    }
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).status).toBe(200);
  });
});
