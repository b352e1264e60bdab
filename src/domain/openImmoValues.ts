/** OpenImmo transfers (issue 72): the words the server's report and the client's page share. */

/** What became of one object of a transfer. `unchanged`: sent again as it was (nothing written). */
export const OBJECT_OUTCOMES = ['created', 'updated', 'unchanged', 'withdrawn', 'refused'] as const;
export type ObjectOutcome = (typeof OBJECT_OUTCOMES)[number];

/**
 * Why an object was refused or what the seller should know about it. The form's own field errors keep their codes
 * (the client translates them as on the form); the import adds its own.
 */
export const IMPORT_REASON_CODES = [
  /** No objektkategorie/objektart: which kind of property it is cannot be told. */
  'no_category',
  /** A kind the marketplace does not list (a holiday let, a lease of farmland, an investment with no use). */
  'unsupported_kind',
  /** Neither objektnr_extern nor openimmo_obid: a later transfer could not find it again. */
  'no_object_number',
  /** The same object number twice in one transfer: the second is refused. */
  'duplicate_object',
  /** A property outside Germany, Austria and Switzerland. */
  'unsupported_country',
  /** Prices in another currency than the euro (a Swiss agent's francs). */
  'currency',
  /** A number that is none ("ca. 80"). */
  'not_a_number',
  /** DELETE for an object this account never imported. */
  'unknown_object',
  /** Saved as a draft: publishing needs a credit or a package (buy one, then publish it from "My ads"). */
  'no_credit',
  /** Saved as a draft: no picture came with it (an ad goes online with at least one). */
  'no_picture',
  /** A picture that is not one (or broken); the others are taken. */
  'picture_unreadable',
  /** A picture named in the XML but missing from the ZIP. */
  'picture_missing',
  /** Pictures given only as links are not fetched: upload them in the ZIP. */
  'picture_remote',
  /** More pictures than the ad may have: the first ones are taken. */
  'pictures_limit',
  /** The street is not shown: the transfer did not release the address (objektadresse_freigeben). */
  'address_withheld',
  /** Documents (Exposé, Grundriss as PDF, energy certificate) are kept with the import, not shown on the ad. */
  'documents_kept',
  /** The ad is under review or held by the risk check; it goes online once a moderator approves it. */
  'under_review',
  /** An ad in a state that cannot be changed now (under review): the change waits for the next transfer. */
  'not_editable',
] as const;
export type ImportReasonCode = (typeof IMPORT_REASON_CODES)[number];

/** The largest transfer the server takes (the upload itself; the ZIP's contents have limits of their own). */
export const TRANSFER_UPLOAD_BYTES = 64 * 1024 * 1024;
