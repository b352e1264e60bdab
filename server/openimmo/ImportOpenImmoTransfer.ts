import { createHash } from 'node:crypto';
import { ARCHIVABLE_STATUSES, type AdStatus } from '../../src/domain/ad';
import type { AdInput } from '../../src/domain/adValidation';
import { canPublishAs } from '../../src/domain/trader';
import { ApiError } from '../platform/domain/ApiError';
import { tradersOnly } from './tradersOnly';
import type { Clock, Logger, UnitOfWork } from '../platform/ports';
import type { UserRecord } from '../accounts/ports';
import type {
  AdRecord,
  CreateAdDraft,
  DeleteAdHandler,
  EditAd,
  PublishAdHandler,
  RemoveAdImageHandler,
  UploadAdImageHandler,
} from '../ads/ports';
import { readOpenImmoObject, type OpenImmoObject } from './domain/readOpenImmoObject';
import { picturesOf, uploadPictures, type Picture } from './transferPictures';
import { reason, type ImportReason, type ObjectReport, type TransferReport } from './domain/transferReport';
import {
  TransferRefused,
  type ImportedObject,
  type OpenImmoXmlReader,
  type TransferContents,
  type TransferUnpacker,
} from './ports';

/** Transfers one process imports at the same time; more wait for a minute (429 with Retry-After). */
const TRANSFERS_AT_ONCE = 2;

const WITHOUT_VISITORS: ReadonlySet<AdStatus> = new Set(['draft', 'expired', 'archived']);

/**
 * An agent's OpenImmo transfer, object by object, through the same steps as the form: the draft is checked like a
 * typed one, pictures go through the upload pipeline, publishing spends a credit and passes the risk check and
 * moderation. One bad object never stops the others; a file that cannot be read is refused whole and changes nothing.
 * An object is found again by its number (objektnr_extern): CHANGE or the same object sent again updates its ad,
 * DELETE withdraws it, and a full transfer (umfang VOLL) withdraws what it no longer names.
 */
export class ImportOpenImmoTransfer {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'openImmo'>;
      clock: Clock;
      log: Logger;
      unpacker: TransferUnpacker;
      reader: OpenImmoXmlReader;
      createAdDraft: Pick<CreateAdDraft, 'execute'>;
      editAd: Pick<EditAd, 'execute'>;
      deleteAd: Pick<DeleteAdHandler, 'execute'>;
      publishAd: Pick<PublishAdHandler, 'execute'>;
      uploadAdImage: Pick<UploadAdImageHandler, 'importPicture'>;
      removeAdImage: Pick<RemoveAdImageHandler, 'execute'>;
    },
  ) {}

  /** Transfers being imported in this process: each holds its unpacked ZIP in memory (up to 256 MB). */
  private running = 0;

  async execute(owner: UserRecord, upload: Buffer, fileName: string): Promise<TransferReport> {
    if (this.running >= TRANSFERS_AT_ONCE)
      throw new ApiError(
        429,
        'RATE_LIMITED',
        'Other transfers are being imported; please send again in a minute',
        [],
        60,
      );
    this.running++;
    try {
      return await this.importTransfer(owner, upload, fileName);
    } finally {
      this.running--;
    }
  }

  private async importTransfer(owner: UserRecord, upload: Buffer, fileName: string): Promise<TransferReport> {
    tradersOnly(owner);
    if (!canPublishAs({ accountKind: owner.accountKind, trader: owner.trader, certifiedAt: owner.traderCertifiedAt }))
      throw new ApiError(409, 'TRADER_DETAILS_MISSING', 'Complete your trader details in the profile before importing');
    const { contents, scope, objects } = await this.open(upload);
    const seen = new Set<string>();
    const reports: ObjectReport[] = [];
    for (const [index, element] of objects.entries()) {
      const object = readOpenImmoObject(element, index + 1);
      reports.push(await this.importOne(owner, object, contents, seen, index + 1));
    }
    if (scope === 'VOLL') reports.push(...(await this.withdrawMissing(owner, seen)));
    return this.deps.uow.repos.openImmo.saveTransfer(owner.id, {
      createdAt: this.deps.clock.now(),
      fileName: fileName.slice(0, 200),
      scope,
      objects: reports,
    });
  }

  private async open(upload: Buffer) {
    try {
      const contents = await this.deps.unpacker.unpack(upload);
      const document = this.deps.reader.read(contents.xml);
      if (document.objects.length === 0)
        throw new TransferRefused('no_objects', 'The transfer names no object (<immobilie>)');
      return { contents, ...document };
    } catch (error) {
      if (error instanceof TransferRefused)
        throw new ApiError(400, 'TRANSFER_REFUSED', error.message, [
          { field: `file.${error.code}`, code: 'invalid', message: error.message },
        ]);
      throw error;
    }
  }

  private async importOne(
    owner: UserRecord,
    object: OpenImmoObject,
    contents: TransferContents,
    seen: Set<string>,
    position: number,
  ): Promise<ObjectReport> {
    const report: ObjectReport = {
      objectNumber: (object.objectNumber ?? `#${position}`).slice(0, 100),
      title: object.input.title?.slice(0, 200) ?? null,
      outcome: 'refused',
      adId: null,
      reasons: [],
      pictures: 0,
      kept: object.kept.map((k) => k.path),
    };
    if (object.objectNumber && seen.has(object.objectNumber))
      return { ...report, reasons: [reason('objektnr_extern', 'duplicate_object', 'The object number is sent twice')] };
    if (object.objectNumber) seen.add(object.objectNumber);
    if (object.problems.length > 0) return { ...report, reasons: object.problems };
    const number = object.objectNumber!;
    const known = await this.deps.uow.repos.openImmo.findObject(owner.id, number);
    const ad = known ? await this.deps.uow.repos.ads.findById(known.adId) : null;
    try {
      if (object.action === 'DELETE') return await this.withdraw(owner, ad, report);
      const pictures = picturesOf(object, contents, report.reasons);
      const digests = {
        contentDigest: digest(JSON.stringify(object.input)),
        picturesDigest: pictures.length > 0 ? digest(pictures.map((p) => digest(p.bytes)).join()) : null,
      };
      const result = ad
        ? await this.update(owner, ad, known!, object, pictures, digests, report)
        : await this.create(owner, object, pictures, report);
      // Refused, nothing of it was taken: the next transfer must not find it "unchanged".
      if (result.outcome === 'refused' || !result.adId) return result;
      await this.deps.uow.repos.openImmo.saveObject(
        {
          ownerId: owner.id,
          objectNumber: number,
          adId: result.adId,
          ...digests,
          kept: object.kept,
          documents: object.documents.map((d) => d.title ?? d.path),
        },
        this.deps.clock.now(),
      );
      return { ...result, reasons: [...result.reasons, ...object.notes] };
    } catch (error) {
      if (!(error instanceof ApiError)) {
        this.deps.log.error({ err: error, objectNumber: number }, 'importing an OpenImmo object failed');
        throw error;
      }
      const reasons =
        error.errors.length > 0
          ? error.errors
          : [reason('ad', error.code === 'AD_QUOTA_REACHED' ? 'too_long' : 'invalid', error.message)];
      return { ...report, adId: report.adId ?? ad?.id ?? null, reasons: [...report.reasons, ...reasons] };
    }
  }

  private async create(
    owner: UserRecord,
    object: OpenImmoObject,
    pictures: Picture[],
    report: ObjectReport,
  ): Promise<ObjectReport> {
    const draft = await this.deps.createAdDraft.execute(owner, object.input as AdInput);
    // Linked at once: a transfer stopped half-way (a crash) and sent again finds this ad instead of making another, and
    // two transfers of the same object at the same moment make one ad, not two.
    const link = { ownerId: owner.id, objectNumber: object.objectNumber!, adId: draft.id, kept: [], documents: [] };
    if (
      !(await this.deps.uow.repos.openImmo.claimObject(
        { ...link, picturesDigest: null, contentDigest: null },
        this.deps.clock.now(),
      ))
    ) {
      await this.deps.deleteAd.execute(owner, draft.id);
      return {
        ...report,
        reasons: [reason('objektnr_extern', 'duplicate_object', 'Another transfer is importing this object right now')],
      };
    }
    report.adId = draft.id;
    report.pictures = await uploadPictures(this.deps.uploadAdImage, owner, draft.id, pictures, report.reasons);
    return { ...report, outcome: 'created', reasons: [...report.reasons, ...(await this.publish(owner, draft.id))] };
  }

  private async update(
    owner: UserRecord,
    ad: AdRecord,
    known: ImportedObject,
    object: OpenImmoObject,
    pictures: Picture[],
    digests: Pick<ImportedObject, 'contentDigest' | 'picturesDigest'>,
    report: ObjectReport,
  ): Promise<ObjectReport> {
    report.adId = ad.id;
    const samePictures = digests.picturesDigest === known.picturesDigest;
    const withdrawn = ad.status === 'archived' || ad.status === 'expired';
    if (digests.contentDigest === known.contentDigest && samePictures && !withdrawn)
      return { ...report, outcome: 'unchanged', pictures: ad.images.length };
    if (ad.status === 'pending')
      return {
        ...report,
        reasons: [reason('ad', 'not_editable', 'The ad is under review; send the change again once it is decided')],
      };
    if (digests.contentDigest !== known.contentDigest || withdrawn)
      await this.deps.editAd.execute(owner, ad.id, object.input);
    if (samePictures) report.pictures = ad.images.length;
    else {
      // New pictures first, then the old ones go: a live ad never stands without a picture in between.
      const old = ad.images.map((image) => image.id);
      report.pictures = await uploadPictures(this.deps.uploadAdImage, owner, ad.id, pictures, report.reasons);
      if (report.pictures > 0) for (const id of old) await this.deps.removeAdImage.execute(owner, ad.id, id);
    }
    const reasons = withdrawn ? await this.publish(owner, ad.id) : [];
    return { ...report, outcome: 'updated', reasons: [...report.reasons, ...reasons] };
  }

  /** Publishes like the form's button; without a credit or a picture the ad stays a draft, and the report says why. */
  private async publish(owner: UserRecord, adId: string): Promise<ImportReason[]> {
    try {
      const ad = await this.deps.publishAd.execute(owner, adId, null);
      return ad.status === 'pending' ? [reason('ad', 'under_review', 'The ad is reviewed before it goes online')] : [];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'NO_CREDITS')
        return [reason('ad', 'no_credit', 'Saved as a draft: publishing needs an ad credit or a package')];
      if (error.errors.some((e) => e.field === 'images'))
        return [reason('images', 'no_picture', 'Saved as a draft: an ad goes online with at least one picture')];
      return error.errors.length > 0 ? error.errors : [reason('ad', 'invalid', error.message)];
    }
  }

  private async withdraw(owner: UserRecord, ad: AdRecord | null, report: ObjectReport): Promise<ObjectReport> {
    if (!ad)
      return {
        ...report,
        reasons: [reason('objektnr_extern', 'unknown_object', 'No ad of this account has this object number')],
      };
    if (ad.status === 'archived') return { ...report, adId: ad.id, outcome: 'withdrawn' };
    if (!ARCHIVABLE_STATUSES.has(ad.status))
      return {
        ...report,
        adId: ad.id,
        reasons: [reason('ad', 'not_editable', `An ad in status ${ad.status} cannot be withdrawn now`)],
      };
    await this.deps.editAd.execute(owner, ad.id, { status: 'archived' });
    return { ...report, adId: ad.id, outcome: 'withdrawn' };
  }

  /** A full transfer names every object the agent offers: the account's imported ads it does not name are withdrawn. */
  private async withdrawMissing(owner: UserRecord, named: Set<string>): Promise<ObjectReport[]> {
    const reports: ObjectReport[] = [];
    for (const known of await this.deps.uow.repos.openImmo.listObjects(owner.id)) {
      if (named.has(known.objectNumber)) continue;
      const ad = await this.deps.uow.repos.ads.findById(known.adId);
      // Nothing to withdraw from what visitors cannot see anyway (a draft, an expired or withdrawn ad).
      if (!ad || WITHOUT_VISITORS.has(ad.status)) continue;
      const base: ObjectReport = {
        objectNumber: known.objectNumber,
        title: ad.title,
        outcome: 'refused',
        adId: ad.id,
        reasons: [],
        pictures: ad.images.length,
        kept: [],
      };
      reports.push(await this.withdraw(owner, ad, base));
    }
    return reports;
  }
}

function digest(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
