import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { adminToken, call, signUp, startTestServer, type TestServer } from './helpers';

// The server the ads' route tests (adRoutes, adSchemas) ask, and how they ask it. Files in one worker run one after
// another; each gets its own.

/** The server of the file that called withAdRoutesServer, its seller, an admin and a small photo. */
export let server: TestServer;
export let seller: { token: string; id: string };
export let admin: string;
export let photo: Buffer;

export function withAdRoutesServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    seller = await signUp(server, 'routen@example.de');
    admin = await adminToken(server);
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0b0c0' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => server.close());
}

/** An id no ad has. */
export const ID = '00000000-0000-4000-8000-000000000000';
/** The API as one caller (a token, or none) sees it. */
export const as = (token: string | undefined) => ({
  get: (url: string) => call(server.app, 'GET', `/api${url}`, { token }),
  post: (url: string, body?: unknown) => call(server.app, 'POST', `/api${url}`, { token, body }),
  patch: (url: string, body: unknown) => call(server.app, 'PATCH', `/api${url}`, { token, body }),
  put: (url: string, body: unknown) => call(server.app, 'PUT', `/api${url}`, { token, body }),
  delete: (url: string) => call(server.app, 'DELETE', `/api${url}`, { token }),
});
/** One more credit of a package for the seller. */
export const grant = (packageId = 'basis') =>
  server.services.uow.repos.ledger.append({ userId: seller.id, packageId, amount: 1, reason: 'grant' });
export const credits = async () => (await as(seller.token).get('/ads/credits')).body.data;

/** The ad as the contract (docs/decisions.md §2) has it: what the client's Ad is read from. */
export const AD_FIELDS = [
  'availableFrom',
  'buyerCommissionPercent',
  'category',
  'commission',
  'commissionFree',
  'condition',
  'createdAt',
  'depositCents',
  'description',
  'district',
  'energyCertificate',
  'expiresAt',
  'featuredUntil',
  'features',
  'floor',
  'heatingCostCents',
  'heatingIncluded',
  'heatingType',
  'hoaFeeCents',
  'id',
  'images',
  'livingArea',
  'location',
  'ownerId',
  'packageId',
  'parkingPriceCents',
  'pausedAt',
  'plotArea',
  'postalCode',
  'priceCents',
  'pricePerSqmCents',
  'priceReduction',
  'priceType',
  'propertyType',
  'publishedAt',
  'rejectionReason',
  'rentControl',
  'rooms',
  'sellerPaysSame',
  'sellerType',
  'serviceChargeCents',
  'showExactAddress',
  'status',
  'street',
  'title',
  'updatedAt',
  'warmRentCents',
  'yearBuilt',
  'city',
].sort();
