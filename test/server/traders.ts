import { expect } from 'vitest';
import type { TraderDetails } from '../../src/domain/trader';
import { call, type TestServer } from './helpers';
import { TRADER as COMPLETE_TRADER } from '../fixtures/trader';

/** A trader's complete details, the VAT id written as people write it (stored without the spaces). */
export const TRADER: TraderDetails = { ...COMPLETE_TRADER, vatId: 'DE 123 456 788' };

/** The person sells as a trader from now on, with complete details and the certification. */
export async function becomeTrader(
  server: TestServer,
  person: { token: string },
  trader: Partial<TraderDetails> = {},
): Promise<void> {
  const answer = await call(server.app, 'PUT', '/api/user/seller', {
    token: person.token,
    body: { accountKind: 'commercial', trader: { ...TRADER, ...trader }, certified: true },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
