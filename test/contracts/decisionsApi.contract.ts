import { describe, expect, it } from 'vitest';
import type { DecisionsApi } from '../../src/application/account/ports';
import { code } from './code';

/**
 * A statement of reasons as its recipient, a stranger and the holder of its mail's secret reach it: one suite, run
 * against the fake and the HTTP adapter.
 */
export function decisionsApiContract(
  name: string,
  world: () => Promise<{ recipient: DecisionsApi; stranger: DecisionsApi; decisionId: string; secret: string }>,
) {
  describe(`DecisionsApi contract: ${name}`, () => {
    it('the recipient lists and reads it; a stranger neither, unless they hold the secret', async () => {
      const { recipient, stranger, decisionId, secret } = await world();
      expect((await recipient.mine()).map((d) => d.id)).toContain(decisionId);
      expect(await recipient.get(decisionId, null)).toMatchObject({
        id: decisionId,
        canComplain: true,
        complaint: null,
      });
      expect((await stranger.mine()).map((d) => d.id)).not.toContain(decisionId);
      expect(await code(stranger.get(decisionId, null))).toBe('NOT_FOUND');
      expect(await code(stranger.get(decisionId, 'not-the-secret'))).toBe('NOT_FOUND');
      expect((await stranger.get(decisionId, secret)).id).toBe(decisionId);
    });

    it('takes one complaint, then refuses a second', async () => {
      const { recipient, stranger, decisionId, secret } = await world();
      expect(await code(stranger.complain(decisionId, 'Ich bin nicht betroffen.', null))).toBe('NOT_FOUND');
      const lodged = await recipient.complain(decisionId, 'Die Fotos sind meine eigenen.', null);
      expect(lodged).toMatchObject({
        canComplain: false,
        complaint: { status: 'open', text: 'Die Fotos sind meine eigenen.' },
      });
      expect(await code(stranger.complain(decisionId, 'Noch einmal, mit dem Geheimnis.', secret))).toBe(
        'ALREADY_COMPLAINED',
      );
    });
  });
}
