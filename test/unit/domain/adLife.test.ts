import { describe, expect, it } from 'vitest';
import { isRent, priceKind } from '../../../src/domain/ad';
import {
  extendedRuntime,
  extendedUntil,
  goingLive,
  isLive,
  resumedRuntime,
  runtimeLeftDaysOf,
} from '../../../src/domain/adLife';

const now = new Date('2026-06-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe("an ad's running time, one rule for server and client", () => {
  it('goes live for the package’s days from now, highlighted as long only with a featured package', () => {
    expect(goingLive(now, 30, false)).toEqual({ expiresAt: at('2026-07-15T12:00:00Z'), featuredUntil: null });
    expect(goingLive(now, 7, true)).toEqual({
      expiresAt: at('2026-06-22T12:00:00Z'),
      featuredUntil: at('2026-06-22T12:00:00Z'),
    });
  });

  it('is live while active and not run out, to the millisecond', () => {
    expect(isLive({ status: 'active', expiresAt: at('2026-06-15T12:00:00.001Z') }, now)).toBe(true);
    expect(isLive({ status: 'active', expiresAt: now }, now)).toBe(false);
    expect(isLive({ status: 'active', expiresAt: null }, now)).toBe(true);
    expect(isLive({ status: 'paused', expiresAt: at('2026-07-01T00:00:00Z') }, now)).toBe(false);
  });

  it('moves the end and the highlight by as long as the ad was paused', () => {
    const paused = {
      expiresAt: at('2026-06-20T12:00:00Z'),
      featuredUntil: at('2026-06-18T12:00:00Z'),
      pausedAt: at('2026-06-12T12:00:00Z'),
    };
    expect(resumedRuntime(paused, now)).toEqual({
      expiresAt: at('2026-06-23T12:00:00Z'),
      featuredUntil: at('2026-06-21T12:00:00Z'),
    });
    expect(resumedRuntime({ ...paused, featuredUntil: null }, now).featuredUntil).toBeNull();
  });

  it('extends past the current end, or from now once run out; a featured package extends the highlight past its own end', () => {
    const live = { status: 'active' as const, expiresAt: at('2026-06-25T12:00:00Z'), featuredUntil: null };
    expect(extendedRuntime(live, 30, false, now)).toEqual({
      expiresAt: at('2026-07-25T12:00:00Z'),
      featuredUntil: null,
    });
    expect(extendedRuntime(live, 7, true, now).featuredUntil).toEqual(at('2026-07-02T12:00:00Z'));
    const highlighted = { ...live, featuredUntil: at('2026-06-28T12:00:00Z') };
    expect(extendedRuntime(highlighted, 7, true, now).featuredUntil).toEqual(at('2026-07-05T12:00:00Z'));
    expect(extendedRuntime(highlighted, 7, false, now).featuredUntil).toEqual(at('2026-06-28T12:00:00Z'));
    const ranOut = { status: 'expired' as const, expiresAt: at('2026-06-10T12:00:00Z'), featuredUntil: null };
    expect(extendedRuntime(ranOut, 30, false, now).expiresAt).toEqual(at('2026-07-15T12:00:00Z'));
  });

  it('the client’s preview of an extension is the server’s, for an ad as the API sends it', () => {
    for (const [status, expiresAt] of [
      ['active', '2026-06-25T12:00:00.000Z'],
      ['paused', '2026-06-25T12:00:00.000Z'],
      ['expired', '2026-06-10T12:00:00.000Z'],
      ['active', '2026-06-15T11:59:59.999Z'],
    ] as const) {
      const server = extendedRuntime({ status, expiresAt: new Date(expiresAt), featuredUntil: null }, 30, false, now);
      expect(extendedUntil({ status, expiresAt }, 30, now)).toEqual(server.expiresAt);
    }
    expect(runtimeLeftDaysOf({ expiresAt: '2026-06-25T12:00:00Z', pausedAt: '2026-06-05T12:00:00Z' }, now)).toBe(20);
  });
});

describe('rent, sale and runtime', () => {
  it('knows which categories are rented', () => {
    expect(['apartment_rent', 'house_rent', 'shared_room'].every((c) => isRent(c as never))).toBe(true);
    expect(['apartment_buy', 'house_buy', 'land', 'parking', 'commercial'].some((c) => isRent(c as never))).toBe(false);
    expect(priceKind('apartment_buy')).toBe('sale');
  });

  it('counts the whole days left, from the pause while paused, never below zero', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(runtimeLeftDaysOf({ expiresAt: null, pausedAt: null }, now)).toBeNull();
    expect(runtimeLeftDaysOf({ expiresAt: '2026-06-25T12:00:00Z', pausedAt: null }, now)).toBe(10);
    expect(runtimeLeftDaysOf({ expiresAt: '2026-06-25T13:00:00Z', pausedAt: null }, now)).toBe(11);
    expect(runtimeLeftDaysOf({ expiresAt: '2026-06-25T12:00:00Z', pausedAt: '2026-06-05T12:00:00Z' }, now)).toBe(20);
    expect(runtimeLeftDaysOf({ expiresAt: '2026-06-10T12:00:00Z', pausedAt: null }, now)).toBe(0);
  });

  it('extends past the current end while the ad runs, and from now once it ran out', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(extendedUntil({ status: 'active', expiresAt: '2026-06-20T12:00:00Z' }, 30, now).toISOString()).toBe(
      '2026-07-20T12:00:00.000Z',
    );
    expect(extendedUntil({ status: 'active', expiresAt: '2026-06-10T12:00:00Z' }, 30, now).toISOString()).toBe(
      '2026-07-15T12:00:00.000Z',
    );
    expect(extendedUntil({ status: 'expired', expiresAt: '2026-06-20T12:00:00Z' }, 30, now).toISOString()).toBe(
      '2026-07-15T12:00:00.000Z',
    );
    expect(extendedUntil({ status: 'active', expiresAt: null }, 30, now).toISOString()).toBe(
      '2026-07-15T12:00:00.000Z',
    );
    expect(extendedUntil({ status: 'active', expiresAt: now.toISOString() }, 1, now).toISOString()).toBe(
      '2026-06-16T12:00:00.000Z',
    );
  });
});
