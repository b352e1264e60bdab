import { afterAll, beforeAll } from 'vitest';
import { AuthApiHttp } from '../../src/infrastructure/http/AuthApiHttp';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { authApiContract } from './authApi.contract';
import { startHttpWorld, type HttpWorld } from './httpWorld';

let world: HttpWorld;
beforeAll(async () => {
  world = await startHttpWorld();
});
afterAll(() => world.server.close());

authApiContract('in memory (test/fakes)', async () => {
  const api = new AuthApiInMemory();
  // The fake mails no code; its next code is simply another one.
  const minuteLater = async () => void (api.nextCode = String((Number(api.nextCode) + 1) % 1_000_000).padStart(6, '0'));
  return { api, codeFor: async () => api.nextCode, minuteLater };
});

authApiContract('HTTP adapter against the server', async () => {
  const { http } = world.client();
  return {
    api: new AuthApiHttp(http),
    codeFor: (email) => world.server.mail.codeFor(email),
    minuteLater: async () => world.server.clock.advance(61_000),
  };
});
