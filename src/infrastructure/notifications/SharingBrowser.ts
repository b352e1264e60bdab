import type { Sharing } from '../../application/shared/ports';

export class SharingBrowser implements Sharing {
  async share(link: { title: string; url: string }): Promise<'shared' | 'copied' | 'unavailable'> {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(link);
        return 'shared';
      } catch {
        // Dismissed share sheet: fall back to the clipboard, which at least does something visible.
      }
    }
    try {
      await navigator.clipboard.writeText(link.url);
      return 'copied';
    } catch {
      return 'unavailable';
    }
  }
}
