import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ImageStorage, ObjectStorageConfig } from '../ports';
import { ImageStorageFiles } from './ImageStorageFiles';
import type { PrivateImageLinks } from './PrivateImageLinks';
import type { ImageStorageS3 } from './ImageStorageS3';

/** An S3-compatible object store for the images (several server processes share it); null keeps them on local disk. */
/**
 * Images in an S3-compatible store when S3_BUCKET is set (every process sees every upload), else on this disk under
 * DATA_DIR. `objectStore` is the S3 adapter itself (the uploads route streams from it, readiness pings it), `s3` the
 * client to destroy on shutdown. The S3 SDK is loaded only when it is chosen (it is a third of a second to load).
 */
export async function imageStorageFor(
  store: ObjectStorageConfig | null,
  dataDir: string,
  urlPrefix: string,
  links: PrivateImageLinks,
): Promise<{ images: ImageStorage; objectStore: ImageStorageS3 | null; s3: S3Client | null }> {
  if (!store)
    return {
      images: new ImageStorageFiles(path.join(dataDir, 'uploads'), path.join(dataDir, 'staging'), urlPrefix, links),
      objectStore: null,
      s3: null,
    };
  const [{ S3Client }, { ImageStorageS3 }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('./ImageStorageS3'),
  ]);
  const s3 = new S3Client({
    region: store.region,
    ...(store.endpoint && { endpoint: store.endpoint, forcePathStyle: true }),
    ...(store.credentials && { credentials: store.credentials }),
    // Checksums only where S3 requires them: not every S3-compatible store knows the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectStore = new ImageStorageS3(
    s3,
    store.bucket,
    store.publicUrl ?? urlPrefix,
    store.publicUrl ? null : links,
  );
  return { images: objectStore, objectStore, s3 };
}
