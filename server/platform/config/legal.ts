import type { Operator } from '../ports';
import { required } from './readers';
import type { EnvVars } from './envSchema';

const DEMO_OPERATOR: Operator = {
  company: 'Inserat Demo GmbH',
  representative: 'Erika Mustermann',
  street: 'Musterstraße 1',
  city: '10115 Berlin',
  email: 'kontakt@inserat.local',
  phone: '+49 30 1234567',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vatId: 'DE000000000',
};

/**
 * The operator named in the Impressum (§ 5 DDG) and on invoices (§ 14 UStG). Outside production a demo operator
 * fills the gaps; production must name the real one, and its VAT id when it issues invoices for real payments.
 */
type LegalKey = 'LEGAL_COMPANY' | 'LEGAL_REPRESENTATIVE' | 'LEGAL_STREET' | 'LEGAL_CITY' | 'LEGAL_EMAIL';

export function legalConfig(vars: EnvVars, production: boolean, realPayments: boolean): Operator {
  const read = (key: LegalKey, field: keyof Operator, why: string) =>
    production ? required(vars[key], key, why) : (vars[key] ?? DEMO_OPERATOR[field]);
  const impressum = 'when NODE_ENV=production (the Impressum must name the operator)';
  return {
    company: read('LEGAL_COMPANY', 'company', impressum),
    representative: read('LEGAL_REPRESENTATIVE', 'representative', impressum),
    street: read('LEGAL_STREET', 'street', impressum),
    city: read('LEGAL_CITY', 'city', impressum),
    email: read('LEGAL_EMAIL', 'email', impressum),
    phone: vars.LEGAL_PHONE ?? (production ? '' : DEMO_OPERATOR.phone),
    register: vars.LEGAL_REGISTER ?? (production ? '' : DEMO_OPERATOR.register),
    vatId:
      realPayments && production
        ? required(vars.LEGAL_VAT_ID, 'LEGAL_VAT_ID', 'when real payments are taken (every invoice must carry it)')
        : (vars.LEGAL_VAT_ID ?? (production ? '' : DEMO_OPERATOR.vatId)),
  };
}
