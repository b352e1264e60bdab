import type { OperatorInfo, SiteApi } from '../../src/application/site/ports';

export const OPERATOR: OperatorInfo = {
  company: 'Test Immobilien GmbH',
  representative: 'Tina Test',
  street: 'Teststraße 5',
  city: '20095 Hamburg',
  email: 'kontakt@test.example',
  phone: '+49 40 111111',
  register: 'Amtsgericht Hamburg, HRB 12345',
  vatId: 'DE123456789',
};

export class SiteApiInMemory implements SiteApi {
  calls = 0;

  async operator(): Promise<OperatorInfo> {
    this.calls++;
    return OPERATOR;
  }
}
