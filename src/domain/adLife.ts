/**
 * An ad's running time, each rule once: the server decides with these (publishing, approval, pause and resume,
 * extension), and the client shows with the same functions what an action will do before it is paid for.
 */
import type { Ad, AdStatus } from './ad';

const DAY_MS = 86_400_000;

/** When an ad ends and until when it is highlighted (a featured package); null: not set. */
export interface Runtime {
  expiresAt: Date | null;
  featuredUntil: Date | null;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Live means visitors may see it (the owner's block status is checked separately). */
export function isLive(ad: { status: AdStatus; expiresAt: Date | null }, now: Date): boolean {
  return ad.status === 'active' && (!ad.expiresAt || ad.expiresAt > now);
}

/** Going live now (published without review, or a first version approved): the package's days from now. */
export function goingLive(now: Date, days: number, featured: boolean): Runtime {
  return { expiresAt: addDays(now, days), featuredUntil: featured ? addDays(now, days) : null };
}

/** Shown again after a pause: the end and the highlight move by as long as the ad was paused. */
export function resumedRuntime(ad: Runtime & { pausedAt: Date }, now: Date): Runtime {
  const pausedFor = Math.max(0, now.getTime() - ad.pausedAt.getTime());
  const later = (date: Date | null) => (date ? new Date(date.getTime() + pausedFor) : null);
  return { expiresAt: later(ad.expiresAt), featuredUntil: later(ad.featuredUntil) };
}

/**
 * Extended by a package (Verlängern): its days are added past the current end, or from now once the ad ran out; a
 * featured package's highlight is added past the current highlight the same way, another package leaves it.
 */
export function extendedRuntime(
  ad: Runtime & { status: AdStatus },
  days: number,
  featured: boolean,
  now: Date,
): Runtime & { expiresAt: Date } {
  const ranOut = ad.status === 'expired' || (ad.expiresAt !== null && ad.expiresAt <= now);
  const from = ranOut || !ad.expiresAt ? now : ad.expiresAt;
  const highlightFrom = ad.featuredUntil && ad.featuredUntil > from ? ad.featuredUntil : from;
  return {
    expiresAt: addDays(from, days),
    featuredUntil: featured ? addDays(highlightFrom, days) : ad.featuredUntil,
  };
}

/** Whole days an ad still runs: counted from now, or, while paused, from the moment it was paused. */
export function runtimeLeftDays(ad: { expiresAt: Date | null; pausedAt: Date | null }, now: Date): number | null {
  if (!ad.expiresAt) return null;
  const from = ad.pausedAt ?? now;
  return Math.max(0, Math.ceil((ad.expiresAt.getTime() - from.getTime()) / DAY_MS));
}

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

/** Whole days an ad as the API sends it still runs (runtimeLeftDays). */
export function runtimeLeftDaysOf(ad: Pick<Ad, 'expiresAt' | 'pausedAt'>, now: Date): number | null {
  return runtimeLeftDays({ expiresAt: dateOf(ad.expiresAt), pausedAt: dateOf(ad.pausedAt) }, now);
}

/** Where the end of an ad as the API sends it moves when a package of `days` extends it (extendedRuntime). */
export function extendedUntil(ad: Pick<Ad, 'status' | 'expiresAt'>, days: number, now: Date): Date {
  return extendedRuntime({ status: ad.status, expiresAt: dateOf(ad.expiresAt), featuredUntil: null }, days, false, now)
    .expiresAt;
}
