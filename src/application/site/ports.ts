import type { ServiceIdentifier } from 'inversify';

/** The operator's data for the Impressum and privacy policy (server configuration LEGAL_*). */
export interface OperatorInfo {
  company: string;
  representative: string;
  street: string;
  city: string;
  email: string;
  phone: string;
  register: string;
  vatId: string;
}

export interface SiteApi {
  operator(): Promise<OperatorInfo>;
}
export const SiteApi = Symbol.for('SiteApi') as ServiceIdentifier<SiteApi>;
