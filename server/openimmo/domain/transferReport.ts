import type { FieldError } from '../../../src/domain/errors';
import type { ImportReasonCode, ObjectOutcome } from '../../../src/domain/openImmoValues';

export type { ImportReasonCode, ObjectOutcome };

export interface ImportReason {
  field: string;
  code: ImportReasonCode | FieldError['code'];
  message: string;
}

export interface ObjectReport {
  /** The sender's object number (objektnr_extern, else openimmo_obid), or what identifies it in the file. */
  objectNumber: string;
  title: string | null;
  outcome: ObjectOutcome;
  adId: string | null;
  /** Why it was refused (outcome refused) or what the seller should know. */
  reasons: ImportReason[];
  /** Pictures taken over. */
  pictures: number;
  /** What the transfer carries that no field of an ad shows: kept with the import, listed here by OpenImmo path. */
  kept: string[];
}

export interface TransferReport {
  id: string;
  createdAt: Date;
  fileName: string;
  /** VOLL: a full transfer (what it lacks is withdrawn); TEIL: only the objects it names change. */
  scope: 'VOLL' | 'TEIL';
  objects: ObjectReport[];
}

export function reason(field: string, code: ImportReason['code'], message: string): ImportReason {
  return { field, code, message };
}
