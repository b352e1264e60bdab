import { describe, expect, it } from 'vitest';
import type { ProfileApi } from '../../src/application/auth/ports';
import type { PackagesApi } from '../../src/application/packages/ports';
import { code } from './code';

export interface StartupWorld {
  profile: ProfileApi;
  packages: PackagesApi;
  /** A token the server accepts, and the e-mail of its person. */
  validToken(): Promise<{ token: string; email: string }>;
}

/** What the app asks at start-up (spec §4): the stored session's profile, and the packages. */
export function startupContract(name: string, world: () => Promise<StartupWorld>) {
  describe(`ProfileApi and PackagesApi contract: ${name}`, () => {
    it('the profile of a stored token is its user (role under authId); a token the server does not know is UNAUTHORIZED', async () => {
      const { profile, validToken } = await world();
      const { token, email } = await validToken();
      expect(await profile.getProfile(token)).toMatchObject({
        email,
        authId: { role: 'USER' },
        activated: true,
        blocked: false,
      });
      expect(await code(profile.getProfile('eyJhbGciOiJIUzI1NiJ9.e30.not-a-signature'))).toBe('UNAUTHORIZED');
    });

    it('the packages: named in both languages, priced in euro cents, with their credits, runtime and image limit', async () => {
      const { packages } = await world();
      const all = await packages.getAll();
      expect(all.map((p) => p.id)).toContain('basis');
      for (const pkg of all) {
        expect(pkg).toMatchObject({
          name: { de: expect.any(String), en: expect.any(String) },
          currency: 'EUR',
          active: true,
        });
        for (const n of [pkg.priceCents, pkg.adCredits, pkg.durationDays, pkg.maxImages])
          expect(Number.isInteger(n) && n > 0).toBe(true);
      }
    });
  });
}
