import { expect } from 'vitest';
import type { TraderDetails } from '../../src/domain/trader';
import { call, type TestServer } from './helpers';

/** A trader's complete details (the VAT id's check digit is right). */
export const TRADER: TraderDetails = {
  companyName: 'Muster Immobilien GmbH',
  legalForm: 'GmbH',
  street: 'Schönhauser Allee 10',
  postalCode: '10435',
  city: 'Berlin',
  country: 'DE',
  representative: 'Erika Mustermann (Geschäftsführerin)',
  phone: '+49 30 1234567',
  email: 'kontakt@muster-immobilien.example',
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 98765 B',
  vatId: 'DE 123 456 788',
};

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
