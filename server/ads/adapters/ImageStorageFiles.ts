import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '../../../src/domain/ad';
import type { ImageStorage, StoredImage, StoredKey } from '../ports';
import { WorkGate } from '../../platform/adapters/limits/WorkGate';
import type { PrivateImageLinks } from './PrivateImageLinks';
import { IMAGE_CONCURRENCY, IMAGE_QUEUE_LIMIT, webpSizes } from './webpSizes';

const SIZED_FILE = /^(.+)-(\d+)\.webp$/;

/**
 * Images on local disk (the default; ImageStorageS3 for object storage), re-encoded by webpSizes. New files go to a
 * staging folder beside the public one and are moved over (a rename on the same disk) once their row is committed.
 */
export class ImageStorageFiles implements ImageStorage {
  constructor(
    private readonly root: string,
    private readonly stagingRoot: string,
    private readonly urlPrefix: string,
    private readonly links: PrivateImageLinks,
    private readonly gate = new WorkGate(IMAGE_CONCURRENCY, IMAGE_QUEUE_LIMIT),
  ) {}

  store(adId: string, input: Buffer): Promise<StoredImage> {
    return this.gate.run(() => this.process(adId, input));
  }

  private async process(adId: string, input: Buffer): Promise<StoredImage> {
    const { files, width, height, fingerprint, centreFingerprints, qrTexts } = await webpSizes(input);
    const key = `ads/${adId}/${randomUUID()}`;
    await mkdir(path.join(this.stagingRoot, path.dirname(key)), { recursive: true });
    try {
      for (const file of files) await writeFile(this.file(this.stagingRoot, key, file.width), file.data);
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    return { key, width, height, widths: files.map((f) => f.width), fingerprint, centreFingerprints, qrTexts };
  }

  async publish(key: string): Promise<void> {
    await mkdir(path.join(this.root, path.dirname(key)), { recursive: true });
    for (const width of IMAGE_WIDTHS) {
      try {
        await rename(this.file(this.stagingRoot, key, width), this.file(this.root, key, width));
      } catch (error) {
        // Already published (a second call, or the sweep got there first).
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  async remove(key: string): Promise<void> {
    await Promise.all(
      [this.root, this.stagingRoot].flatMap((root) =>
        IMAGE_WIDTHS.map((w) => rm(this.file(root, key, w), { force: true })),
      ),
    );
  }

  async bytesOf(key: string, width: number): Promise<Buffer | null> {
    // Public, staged, then public again: a publish (a rename) between the first two reads moves it to the third.
    for (const root of [this.root, this.stagingRoot, this.root]) {
      try {
        return await readFile(this.file(root, key, width));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return null;
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  privateUrl(key: string): string {
    return this.links.link(key);
  }

  async *keys(): AsyncIterable<StoredKey> {
    for (const [root, staged] of [
      [this.stagingRoot, true],
      [this.root, false],
    ] as const) {
      const newest = new Map<string, number>();
      for await (const { file, mtimeMs } of walk(root)) {
        const match = SIZED_FILE.exec(path.relative(root, file).split(path.sep).join('/'));
        if (match) newest.set(match[1]!, Math.max(newest.get(match[1]!) ?? 0, mtimeMs));
      }
      for (const [key, mtime] of newest) yield { key, staged, writtenAt: new Date(mtime) };
    }
  }

  async removeEmptyFolders(before: Date): Promise<number> {
    let removed = 0;
    for (const root of [this.root, this.stagingRoot]) {
      const adsDir = path.join(root, 'ads');
      for (const entry of await readdir(adsDir, { withFileTypes: true }).catch(() => [])) {
        if (!entry.isDirectory()) continue;
        const dir = path.join(adsDir, entry.name);
        const info = await stat(dir).catch(() => null);
        if (!info || info.mtimeMs >= before.getTime()) continue;
        // rmdir refuses a folder that is not empty, so a folder being filled right now survives.
        if (
          await rmdir(dir).then(
            () => true,
            () => false,
          )
        )
          removed++;
      }
    }
    return removed;
  }

  private file(root: string, key: string, width: number): string {
    return path.join(root, `${key}-${width}.webp`);
  }
}

async function* walk(dir: string): AsyncIterable<{ file: string; mtimeMs: number }> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) {
      const info = await stat(full).catch(() => null);
      if (info) yield { file: full, mtimeMs: info.mtimeMs };
    }
  }
}
