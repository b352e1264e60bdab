import type { Operator } from '../ports';
import { required, value, type Env } from './readers';

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
export function legalConfig(env: Env, production: boolean, realPayments: boolean): Operator {
  const read = (key: string, field: keyof Operator, why: string) =>
    production ? required(env, key, why) : (value(env, key) ?? DEMO_OPERATOR[field]);
  const impressum = 'when NODE_ENV=production (the Impressum must name the operator)';
  return {
    company: read('LEGAL_COMPANY', 'company', impressum),
    representative: read('LEGAL_REPRESENTATIVE', 'representative', impressum),
    street: read('LEGAL_STREET', 'street', impressum),
    city: read('LEGAL_CITY', 'city', impressum),
    email: read('LEGAL_EMAIL', 'email', impressum),
    phone: value(env, 'LEGAL_PHONE') ?? (production ? '' : DEMO_OPERATOR.phone),
    register: value(env, 'LEGAL_REGISTER') ?? (production ? '' : DEMO_OPERATOR.register),
    vatId:
      realPayments && production
        ? required(env, 'LEGAL_VAT_ID', 'when real payments are taken (every invoice must carry it)')
        : (value(env, 'LEGAL_VAT_ID') ?? (production ? '' : DEMO_OPERATOR.vatId)),
  };
}
