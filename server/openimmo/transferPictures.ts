import type { OpenImmoAttachment, OpenImmoObject } from './domain/readOpenImmoObject';
import { reason, type ImportReason } from './domain/transferReport';
import type { TransferContents } from './ports';
import type { UserRecord } from '../accounts/ports';
import type { UploadAdImageHandler } from '../ads/ports';
import { ApiError } from '../platform/domain/ApiError';

/** Pictures one object may bring (the ad's own limit, from its package, is checked on each upload). */
const PICTURES_PER_OBJECT = 40;

export interface Picture {
  name: string;
  bytes: Buffer;
}

function bytesOf(picture: OpenImmoAttachment, contents: TransferContents): Buffer | null {
  if (picture.source === 'inline') return picture.base64 ? Buffer.from(picture.base64, 'base64') : null;
  if (picture.source === 'link') return null;
  const wanted = picture.path.replace(/^\.?\//, '');
  const exact = contents.files.get(wanted);
  if (exact) return exact;
  // Senders put the pictures beside the XML or in a folder, and write the name in either case.
  const lower = wanted.toLowerCase();
  for (const [name, bytes] of contents.files)
    if (name.toLowerCase() === lower || name.toLowerCase().endsWith(`/${lower}`)) return bytes;
  return null;
}

/** The object's pictures as bytes, in order; what cannot be had is noted in the report and left out. */
export function picturesOf(object: OpenImmoObject, contents: TransferContents, reasons: ImportReason[]): Picture[] {
  const found: Picture[] = [];
  let remote = 0;
  for (const picture of object.pictures.slice(0, PICTURES_PER_OBJECT)) {
    const bytes = bytesOf(picture, contents);
    if (picture.source === 'link') remote++;
    else if (!bytes) reasons.push(reason('images', 'picture_missing', `${picture.path} is named but not in the ZIP`));
    else found.push({ name: picture.path, bytes });
  }
  if (remote > 0)
    reasons.push(
      reason(
        'images',
        'picture_remote',
        `${remote} picture(s) given only as links were skipped; put them into the ZIP`,
      ),
    );
  if (object.pictures.length > PICTURES_PER_OBJECT)
    reasons.push(reason('images', 'pictures_limit', `Only the first ${PICTURES_PER_OBJECT} pictures are taken`));
  return found;
}

/** Uploads the pictures in order through the ads' pipeline; one that is no picture is skipped, the ad's limit stops. */
export async function uploadPictures(
  uploader: Pick<UploadAdImageHandler, 'importPicture'>,
  owner: UserRecord,
  adId: string,
  pictures: Picture[],
  reasons: ImportReason[],
): Promise<number> {
  let taken = 0;
  for (const picture of pictures) {
    try {
      await uploader.importPicture(owner, adId, picture.bytes);
      taken++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.errors.some((e) => e.field === 'images' && e.code === 'too_long')) {
        reasons.push(reason('images', 'pictures_limit', error.message));
        break;
      }
      reasons.push(reason('images', 'picture_unreadable', `${picture.name}: ${error.message}`));
    }
  }
  return taken;
}
