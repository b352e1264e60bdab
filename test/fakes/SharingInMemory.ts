import type { Sharing } from '../../src/application/shared/ports';

export class SharingInMemory implements Sharing {
  readonly shared: { title: string; url: string }[] = [];
  answer: 'shared' | 'copied' | 'unavailable' = 'copied';

  async share(link: { title: string; url: string }): Promise<'shared' | 'copied' | 'unavailable'> {
    this.shared.push(link);
    return this.answer;
  }
}
