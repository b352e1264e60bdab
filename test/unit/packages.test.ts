import { describe, expect, it } from 'vitest';
import { LoadPackages } from '../../src/application/packages/LoadPackages';
import { LoadLatestUsers } from '../../src/application/admin/LoadLatestUsers';
import { PackagesApiInMemory, SAMPLE_PACKAGES } from '../fakes/PackagesApiInMemory';
import { LoggerInMemory } from '../fakes/LoggerInMemory';
import { UsersApiInMemory } from '../fakes/UsersApiInMemory';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';

describe('LoadPackages', () => {
  it('returns the packages from data.data', async () => {
    const logger = new LoggerInMemory();
    expect(await new LoadPackages(new PackagesApiInMemory(), logger).execute()).toEqual(SAMPLE_PACKAGES);
    expect(logger.errors).toEqual([]);
  });

  it('on failure logs "Network error while loading packages" with the message and returns an empty list', async () => {
    const api = new PackagesApiInMemory();
    api.failure = new Error('connect ECONNREFUSED');
    const logger = new LoggerInMemory();
    await expect(new LoadPackages(api, logger).execute()).resolves.toEqual([]);
    expect(logger.errors).toEqual([['Network error while loading packages', 'connect ECONNREFUSED']]);
  });
});

describe('LoadLatestUsers', () => {
  const someone = new AuthApiInMemory().addAccount('a@example.de', 'pw');

  it('statusCode 200 means success: the data array fills the list', async () => {
    const api = new UsersApiInMemory();
    api.users = [someone];
    expect(await new LoadLatestUsers(api).execute()).toEqual([someone]);
  });

  it('any other statusCode leaves the list empty', async () => {
    const api = new UsersApiInMemory();
    api.users = [someone];
    api.latestStatusCode = 206;
    expect(await new LoadLatestUsers(api).execute()).toEqual([]);
  });

  it('passes a failed request on', async () => {
    const api = new UsersApiInMemory();
    api.failure = new Error('offline');
    await expect(new LoadLatestUsers(api).execute()).rejects.toThrow('offline');
  });
});
