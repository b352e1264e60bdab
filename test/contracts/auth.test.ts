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
  return { api, codeFor: async () => api.nextCode };
});

authApiContract('HTTP adapter against the server', async () => {
  const { http } = world.client();
  return { api: new AuthApiHttp(http), codeFor: (email) => world.server.mail.codeFor(email) };
});
