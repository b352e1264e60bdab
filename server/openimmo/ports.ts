import type { Readable } from 'node:stream';
import type { XmlElement } from './domain/openImmoTree';
import type { XmlOut } from './domain/openImmoTree';
import type { ObjectReport, TransferReport } from './domain/transferReport';

/** Why a transfer is refused as a whole (nothing of it is written); the client translates by code. */
export const TRANSFER_REFUSALS = [
  'not_openimmo',
  'broken_xml',
  'doctype',
  'too_large',
  'too_many_files',
  'unsafe_path',
  'compression_ratio',
  'no_xml',
  'several_xml',
  'no_objects',
  'too_many_objects',
] as const;
export type TransferRefusal = (typeof TRANSFER_REFUSALS)[number];

export class TransferRefused extends Error {
  constructor(
    readonly code: TransferRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'TransferRefused';
  }
}

/** A transfer as uploaded: its one XML document and the files beside it (pictures, plans, documents) by name. */
export interface TransferContents {
  xml: string;
  files: ReadonlyMap<string, Buffer>;
}

/** Opens an upload: a ZIP within its limits, or an XML file alone. Throws TransferRefused. */
export interface TransferUnpacker {
  unpack(upload: Buffer): Promise<TransferContents>;
}

/** What the XML says: full or partial, and each `<immobilie>` of every `<anbieter>`. Throws TransferRefused. */
export interface OpenImmoDocument {
  scope: 'VOLL' | 'TEIL';
  objects: XmlElement[];
}
export interface OpenImmoXmlReader {
  read(xml: string): OpenImmoDocument;
}

/** Writes an OpenImmo transfer: the document as XML, in a ZIP with the files beside it. */
export interface TransferWriter {
  xml(document: XmlOut): string;
  /** The ZIP as a stream: the XML, then each file read when its turn comes (null: gone meanwhile, written empty). */
  write(document: XmlOut, files: readonly LazyFile[]): Readable;
}

/** A file of a transfer written out, read only when the ZIP gets to it. */
export interface LazyFile {
  name: string;
  read(): Promise<Buffer | null>;
}

/** The link between an agent's object number and the ad it became, and what was last taken from it. */
export interface ImportedObject {
  ownerId: string;
  objectNumber: string;
  adId: string;
  /** A digest of the pictures' bytes in order: the same pictures sent again are not uploaded again. */
  picturesDigest: string | null;
  /** A digest of what the object says: sent again unchanged, nothing is written. */
  contentDigest: string | null;
  kept: { path: string; value: string }[];
  documents: string[];
}

export interface OpenImmoRepository {
  findObject(ownerId: string, objectNumber: string): Promise<ImportedObject | null>;
  saveObject(object: ImportedObject, now: Date): Promise<void>;
  /** Links a new ad to its object number unless another transfer did so first; false then. */
  claimObject(object: ImportedObject, now: Date): Promise<boolean>;
  /** Every object the account imported whose ad is still there. */
  listObjects(ownerId: string): Promise<ImportedObject[]>;
  saveTransfer(ownerId: string, report: Omit<TransferReport, 'id'>): Promise<TransferReport>;
  /** Newest first. */
  listTransfers(ownerId: string, limit: number): Promise<TransferReport[]>;
  findTransfer(ownerId: string, id: string): Promise<TransferReport | null>;
  /** Where the trader wants enquiries mailed as OpenImmo-Feedback; null: not mailed. */
  feedbackEmail(ownerId: string): Promise<string | null>;
  /** Sets it (from now on), or stops it with null. */
  setFeedbackEmail(ownerId: string, email: string | null, now: Date): Promise<void>;
  /**
   * Claims enquiries to mail: conversations on imported ads of traders who asked for the mail, begun since they asked,
   * not claimed before; at most `limit`. Two workers never claim the same.
   */
  claimEnquiriesToMail(now: Date, limit: number): Promise<{ conversationId: string; ownerId: string; email: string }[]>;
  /** Gives claims back (their mail failed): the next run tries them again. */
  releaseEnquiries(conversationIds: string[]): Promise<void>;
  /** Deletes the reports made before `before`; how many. */
  removeTransfersBefore(before: Date): Promise<number>;
}

export type { ObjectReport, TransferReport };
