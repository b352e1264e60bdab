import type * as ShapesRisk from './shapes/risk';
import { RISK_RULES } from './riskValues';

export { RISK_RULES } from './riskValues';

/*
 * What makes an ad look like the advance-payment scam that harms seekers most on German portals: a flat far below the
 * local price, photos or a text taken from someone else's ad, contact moved off the platform, wording that asks for
 * money before a viewing, and a new account publishing much at once. Each rule gives a signal with a weight; an ad
 * whose weights add up to HOLD_THRESHOLD is held for a moderator (server/application/risk).
 */

export type RiskRule = (typeof RISK_RULES)[number];
export type RiskSignal = ShapesRisk.RiskSignal;
export type RiskVerdict = ShapesRisk.RiskVerdict;
export type ModerationAd = ShapesRisk.ModerationAd;
export type RiskOutcome = ShapesRisk.RiskOutcome;
export type ClassifierQuality = ShapesRisk.ClassifierQuality;

/** Signals whose weights reach this together hold the ad: one strong signal, or two of the weaker ones. */
export const HOLD_THRESHOLD = 1;

export function riskScore(signals: readonly RiskSignal[]): number {
  return signals.reduce((sum, signal) => sum + signal.weight, 0);
}
