import { Type, type Static } from 'typebox';
import { RISK_RULES } from '../riskValues';
import { AdSchema } from './ad';
import { Nullable, StringEnum } from './schema';

/** One reason an ad was held for review: the rule, its weight in the score, and what it found (for moderators only). */
export const RiskSignalSchema = Type.Object({
  rule: StringEnum(RISK_RULES),
  weight: Type.Number(),
  detail: Type.String(),
});

export type RiskSignal = Static<typeof RiskSignalSchema>;

/** The assessment of an ad at its last publishing or reviewed edit, as moderators see it on the desk. */
export const RiskVerdictSchema = Type.Object({
  score: Type.Number(),
  held: Type.Boolean(),
  signals: Type.Array(RiskSignalSchema),
});

/** An ad in the moderation queue: the ad, and why the risk assessment held it (null when nothing was found). */
export const ModerationAdSchema = Type.Object({ ...AdSchema.properties, risk: Nullable(RiskVerdictSchema) });

export type RiskVerdict = Static<typeof RiskVerdictSchema>;
export type ModerationAd = Static<typeof ModerationAdSchema>;

/** How the ads held for one signal fared on the desk: approved later (a false alarm), rejected or taken down. */
export const RiskOutcomeSchema = Type.Object({
  rule: StringEnum(RISK_RULES),
  held: Type.Integer(),
  approved: Type.Integer(),
  rejected: Type.Integer(),
});

export type RiskOutcome = Static<typeof RiskOutcomeSchema>;

/** How the classifier that learns from moderators' decisions did on the newest of them (after learning the older). */
export const ClassifierQualitySchema = Type.Object({
  /** Decisions on held ads it learned from, and of them rejections. */
  examples: Type.Integer(),
  scams: Type.Integer(),
  /** The newest fifth, held back to measure it; precision and recall on them, null while too few to say. */
  evaluated: Type.Integer(),
  precision: Nullable(Type.Number()),
  recall: Nullable(Type.Number()),
});

export type ClassifierQuality = Static<typeof ClassifierQualitySchema>;
