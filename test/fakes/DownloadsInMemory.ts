import type { Downloads } from '../../src/application/shared/ports';

/** Keeps what would have been downloaded. */
export class DownloadsInMemory implements Downloads {
  readonly saved: { filename: string; content: Blob }[] = [];

  save(filename: string, content: Blob): void {
    this.saved.push({ filename, content });
  }
}
