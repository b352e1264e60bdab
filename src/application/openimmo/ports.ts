import type { ServiceIdentifier } from 'inversify';
import type { TransferReport } from '../../domain/openImmo';

/** A trader's OpenImmo transfers on the server (issue 72). */
export interface OpenImmoApi {
  /** POST /openimmo/transfers: the file as it came from the agent's software; the answer is the report. */
  send(file: Blob, onProgress: (fraction: number) => void): Promise<TransferReport>;
  /** GET /openimmo/export: the account's ads as one OpenImmo ZIP. */
  exportStock(): Promise<{ filename: string; content: Blob }>;
  /** GET /openimmo/settings: where new enquiries are mailed as OpenImmo-Feedback (null: not mailed). */
  settings(): Promise<{ feedbackEmail: string | null }>;
  /** PUT /openimmo/settings */
  saveSettings(feedbackEmail: string | null): Promise<{ feedbackEmail: string | null }>;
  /** GET /openimmo/transfers: the last ones, newest first. */
  list(): Promise<TransferReport[]>;
}
export const OpenImmoApi = Symbol.for('OpenImmoApi') as ServiceIdentifier<OpenImmoApi>;
