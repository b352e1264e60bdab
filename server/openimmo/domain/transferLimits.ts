import { TRANSFER_UPLOAD_BYTES } from '../../../src/domain/openImmoValues';

/** What one transfer may unpack to: an agent's stock with a dozen photos per object fits, a ZIP bomb does not. */
export const TRANSFER_LIMITS = {
  /** The upload itself (the route's body limit). */
  uploadBytes: TRANSFER_UPLOAD_BYTES,
  /** Everything in the ZIP, unpacked. */
  unpackedBytes: 256 * 1024 * 1024,
  /** One file, unpacked (a picture is taken up to 10 MB, a document is kept up to this). */
  fileBytes: 32 * 1024 * 1024,
  entries: 5000,
  /** Unpacked to packed, per file larger than a megabyte: pictures barely pack, XML packs about 10:1. */
  ratio: 60,
} as const;
