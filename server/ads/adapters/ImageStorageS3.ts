import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { IMAGE_WIDTHS } from '../../../src/domain/ad';
import type { ImageStorage, StoredImage, StoredKey } from '../ports';
import { WorkGate } from '../../platform/adapters/limits/WorkGate';
import type { PrivateImageLinks } from './PrivateImageLinks';
import { IMAGE_CACHE_CONTROL, IMAGE_CONCURRENCY, IMAGE_QUEUE_LIMIT, webpSizes } from './webpSizes';

const STAGING = 'staging/';
/** The AWS SDK's body of a GetObject answer in Node (a Readable with the SDK's helpers mixed in). */
type SdkStream = { transformToByteArray(): Promise<Uint8Array> };
const SIZED_OBJECT = /^(.+)-(\d+)\.webp$/;

/**
 * Images in any S3-compatible object store (AWS S3, MinIO, Ceph RGW, Cloudflare R2, Garage) through the AWS SDK, so
 * every server process sees every upload. As on disk: staged under `staging/` first, copied to the public key once the
 * row has committed; the orphan sweep lists both by age. Served from `S3_PUBLIC_URL` (a CDN or the bucket's public
 * address) when there is one, else streamed through the server at the same address as local files.
 */
export class ImageStorageS3 implements ImageStorage {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly urlPrefix: string,
    /** Null when a public bucket or CDN serves the images: nothing to sign, every image has its public address. */
    private readonly links: PrivateImageLinks | null,
    private readonly gate = new WorkGate(IMAGE_CONCURRENCY, IMAGE_QUEUE_LIMIT),
  ) {}

  store(adId: string, input: Buffer): Promise<StoredImage> {
    return this.gate.run(async () => {
      const { files, width, height, fingerprint, centreFingerprints, qrTexts } = await webpSizes(input);
      const key = `ads/${adId}/${randomUUID()}`;
      try {
        for (const file of files) {
          await this.s3.send(
            new PutObjectCommand({
              Bucket: this.bucket,
              Key: `${STAGING}${this.object(key, file.width)}`,
              Body: file.data,
              ContentType: 'image/webp',
              CacheControl: IMAGE_CACHE_CONTROL,
            }),
          );
        }
      } catch (error) {
        await this.remove(key).catch(() => undefined);
        throw error;
      }
      return { key, width, height, widths: files.map((f) => f.width), fingerprint, centreFingerprints, qrTexts };
    });
  }

  async publish(key: string): Promise<void> {
    for (const width of IMAGE_WIDTHS) {
      const staged = `${STAGING}${this.object(key, width)}`;
      try {
        await this.s3.send(
          new CopyObjectCommand({
            Bucket: this.bucket,
            Key: this.object(key, width),
            CopySource: `${this.bucket}/${encodeURIComponent(staged).replace(/%2F/g, '/')}`,
          }),
        );
      } catch (error) {
        // Already published (a second call, or the sweep got there first): the staged copy is gone.
        if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
        continue;
      }
      await this.deleteKeys([staged]);
    }
  }

  async remove(key: string): Promise<void> {
    await this.deleteKeys(IMAGE_WIDTHS.flatMap((w) => [this.object(key, w), `${STAGING}${this.object(key, w)}`]));
  }

  async bytesOf(key: string, width: number): Promise<Buffer | null> {
    // Public, staged, then public again: a publish (copy, then delete) between the first two reads makes the third.
    const published = this.object(key, width);
    for (const path of [published, `${STAGING}${published}`, published]) {
      const found = await this.read(path);
      if (found) return Buffer.from(await (found.body as unknown as SdkStream).transformToByteArray());
    }
    return null;
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  privateUrl(key: string): string {
    return this.links ? this.links.link(key) : this.publicUrl(key);
  }

  async *keys(): AsyncIterable<StoredKey> {
    for (const [prefix, staged] of [
      [`${STAGING}ads/`, true],
      ['ads/', false],
    ] as const) {
      const newest = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await this.s3.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const match = SIZED_OBJECT.exec(staged ? object.Key!.slice(STAGING.length) : object.Key!);
          if (match) newest.set(match[1]!, Math.max(newest.get(match[1]!) ?? 0, object.LastModified?.getTime() ?? 0));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      for (const [key, modified] of newest) yield { key, staged, writtenAt: new Date(modified) };
    }
  }

  /** Object stores have no folders to leave behind. */
  async removeEmptyFolders(): Promise<number> {
    return 0;
  }

  /** One stored file for the server to stream (GET /api/uploads/… when there is no public URL); null when missing. */
  async read(path: string): Promise<{ body: Readable; contentType: string; length: number | undefined } | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'image/webp',
        length: object.ContentLength,
      };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** The readiness check: the bucket answers. */
  async ping(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private object(key: string, width: number): string {
    return `${key}-${width}.webp`;
  }

  /** One request per object: every S3-compatible store has DeleteObject (not every one the batch call), and a missing object is no error. */
  private async deleteKeys(keys: string[]): Promise<void> {
    await Promise.all(keys.map((Key) => this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))));
  }
}
