import { describe, expect, it } from 'vitest';
import { RepeatViews } from '../../server/ads/RepeatViews';
import { ClockFake } from '../fakes/server/ClockFake';

describe('RepeatViews', () => {
  it('a visitor and ad once a day; the same visitor on another ad, or another visitor, is new', () => {
    const clock = new ClockFake();
    const views = new RepeatViews(clock);
    expect(views.firstToday('ad-1', 'a')).toBe(true);
    expect(views.firstToday('ad-1', 'a')).toBe(false);
    expect(views.firstToday('ad-2', 'a')).toBe(true);
    expect(views.firstToday('ad-1', 'b')).toBe(true);
    // The boundary between ad and visitor is kept: "ad-1"+"1a" is not "ad-11"+"a".
    expect(views.firstToday('ad-11', 'a')).toBe(true);
    clock.advance(86_400_000);
    expect(views.firstToday('ad-1', 'a')).toBe(true);
  });

  it('holds a bounded number: when full, the older half goes and a visitor from it counts again', () => {
    const views = new RepeatViews(new ClockFake(), 10);
    for (let i = 0; i < 5; i += 1) expect(views.firstToday('ad', `old-${i}`)).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(views.firstToday('ad', `new-${i}`)).toBe(true);
    // Ten remembered: both halves are still known.
    expect(views.firstToday('ad', 'old-0')).toBe(false);
    expect(views.firstToday('ad', 'new-4')).toBe(false);
    for (let i = 0; i < 5; i += 1) views.firstToday('ad', `newer-${i}`);
    // The newer ones are still known; the oldest half is gone.
    expect(views.firstToday('ad', 'new-2')).toBe(false);
    expect(views.firstToday('ad', 'old-1')).toBe(true);
  });
});
