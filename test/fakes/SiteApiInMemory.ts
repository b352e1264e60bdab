import type { OperatorInfo, SiteApi } from '../../src/application/site/ports';
import type { TransparencyPeriod } from '../../src/domain/decisions';

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
  periods: TransparencyPeriod[] = [];

  async transparency(): Promise<TransparencyPeriod[]> {
    return this.periods;
  }

  async operator(): Promise<OperatorInfo> {
    this.calls++;
    return OPERATOR;
  }
}
