import type { ServiceIdentifier } from 'inversify';
import type { TransparencyPeriod } from '../../domain/decisions';

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
  /** GET /transparency: the transparency report per half-year, newest first (DSA Art. 15, 24). */
  transparency(): Promise<TransparencyPeriod[]>;
}
export const SiteApi = Symbol.for('SiteApi') as ServiceIdentifier<SiteApi>;
