import type { RiskSignal } from '../../src/domain/risk';
import { SCAM_PROBABILITY } from './ScamClassifier';
import {
  advancePaymentPhrases,
  dressUpsIn,
  normaliseForRules,
  offPlatformContacts,
  type OffPlatformKind,
} from './scamText';
import type { AdRecord } from '../ads/ports';
import { excludingWording } from './excludingWording';
import { tenantCommissionIn } from './tenantCommission';
import { isRent } from '../../src/domain/ad';

/** What the rules judge an ad by: the ad itself and what was looked up about it (RiskAssessment). */
export interface RiskFacts {
  ad: Pick<AdRecord, 'title' | 'description' | 'commission' | 'priceCents' | 'livingArea' | 'category'>;
  /** The median €/m² (cents) of other owners' live ads of the category in the city, with how many there are. */
  localPrice: { medianCents: number | null; comparables: number; reference?: boolean };
  /** Other accounts' ads with one of this ad's photos, or with its description. */
  photoUsedIn: number;
  /** What QR codes in the ad's photos say. */
  photoTexts: string[];
  textUsedIn: number;
  /** Days since the owner's account was made, and how many ads it published in the last 24 hours. */
  accountAgeDays: number;
  publishedLastDay: number;
  /** What the classifier learned from moderators' decisions says (ScamClassifier), or null while it knows too little. */
  learnedScamProbability?: number | null;
  /** The owner's conversations of the last 30 days in which their own messages got a warning (messageCaution), by why. */
  cautionedConversations?: { advancePayment: number; offPlatform: number };
  /** Other accounts whose ads or confirmed phone number carry one of this ad's contacts or the owner's phone. */
  contactSharedWith?: number;
  /** The most other accounts a browser the owner signed in from had signed in to before (KnownDevices). */
  otherAccountsOnDevice?: number;
}

type Rule = (facts: RiskFacts) => RiskSignal | null;

/** A comparison needs this many live ads of the category in the city; fewer say nothing about the local price. */
export const MIN_COMPARABLES = 8;

const words = ({ ad }: RiskFacts) => [ad.title, ad.description, ad.commission ?? ''].join('\n');

/**
 * What makes an honest flat cheap, said in its ad: social housing (WBS), a co-operative, a swap, subsidised or
 * unrenovated. Read on the normalised text (src/domain/scamText.ts).
 */
const HONEST_CHEAP =
  /\b(wbs|wohnberechtigungsschein|sozialwohnung|gefoerdert\w*|social housing|genossenschaft\w*|co-?operative|(wohnungs)?tausch\w*|swap|unsaniert|renovierungsbeduerftig|unrenovated|needs renovation|subsidi[sz]ed)\b/;

/**
 * €/m² far below the local median: half or less is the classic bait and holds the ad on its own; up to two thirds is a
 * weak signal. A reason for the low price stated in the ad halves the weight.
 */
export const priceFarBelowLocal: Rule = ({ ad, localPrice }) => {
  const { medianCents, comparables, reference } = localPrice;
  if (!ad.priceCents || !ad.livingArea || medianCents === null) return null;
  if (comparables < MIN_COMPARABLES && !reference) return null;
  const ratio = ad.priceCents / ad.livingArea / medianCents;
  if (ratio > 0.65) return null;
  const explained = HONEST_CHEAP.test(normaliseForRules(`${ad.title}\n${ad.description}`));
  const weight = (ratio <= 0.5 ? 1 : 0.5) * (explained ? 0.5 : 1);
  const against = reference
    ? `the city's reference floor (${Math.round(medianCents / 100)} €/m²; ${comparables} live ads are too few)`
    : `the local median (${Math.round(medianCents / 100)} €/m², ${comparables} ads)`;
  const detail = `${Math.round(ratio * 100)} % of ${against}` + (explained ? ', a reason given in the ad' : '');
  return { rule: 'price_far_below_local', weight, detail };
};

/** A photo that another account's ad shows too: copied listings reuse the real owner's photos. */
export const photoUsedElsewhere: Rule = ({ photoUsedIn }) =>
  photoUsedIn > 0
    ? { rule: 'photo_used_elsewhere', weight: 0.8, detail: `a photo is in ${photoUsedIn} ad(s) of other accounts` }
    : null;

/** The description of another account's ad, nearly word for word. */
export const textCopied: Rule = ({ textUsedIn }) =>
  textUsedIn > 0
    ? { rule: 'text_copied', weight: 0.6, detail: `the description matches ${textUsedIn} ad(s) of other accounts` }
    : null;

/** Each way off the platform: an IBAN asks for money, a messenger moves the talk where nobody can warn. */
const OFF_PLATFORM_WEIGHTS: Record<OffPlatformKind, number> = { iban: 0.8, messenger: 0.5, phone: 0.4, email: 0.4 };

/** Contact moved off the platform: honest sellers are reached through Inserat's messages. */
export const contactOffPlatform: Rule = (facts) => {
  const inText = offPlatformContacts(words(facts));
  // A QR code or a sign in a photo hides the same ways off the platform from a reader of the text (and from a filter).
  const inPhotos = offPlatformContacts(facts.photoTexts.join('\n'));
  const kinds = [...new Set([...inText, ...inPhotos].map((contact) => contact.kind))];
  if (kinds.length === 0) return null;
  const weight = Math.min(
    1,
    kinds.reduce((sum, kind) => sum + OFF_PLATFORM_WEIGHTS[kind], 0),
  );
  const detail = kinds.join(', ') + (inPhotos.length > 0 ? ' (in a photo: a QR code or its text)' : '');
  return { rule: 'contact_off_platform', weight: Math.round(weight * 10) / 10, detail };
};

/** Money before a viewing, keys by post, an owner abroad (src/domain/risk.ts). */
export const advancePaymentWording: Rule = (facts) => {
  const { phrases, weight } = advancePaymentPhrases(words(facts));
  return phrases.length === 0 ? null : { rule: 'advance_payment_wording', weight, detail: phrases.join(', ') };
};

/** A text dressed up against filters (src/domain/scamText.ts): honest sellers have no reason to. */
export const textDressedUp: Rule = (facts) => {
  const found = dressUpsIn(words(facts));
  return found.length === 0
    ? null
    : { rule: 'text_dressed_up', weight: Math.min(1, 0.6 * found.length), detail: found.join(', ') };
};

/** The wording of ads moderators rejected before (ScamClassifier): one more signal, never a hold on its own. */
export const learnedFromDecisions: Rule = ({ learnedScamProbability: p }) =>
  p === null || p === undefined || p < SCAM_PROBABILITY
    ? null
    : {
        rule: 'learned_from_decisions',
        weight: p >= 0.99 ? 0.8 : 0.5,
        detail: `${Math.round(p * 100)} % like ads moderators rejected`,
      };

/** An account made this week that already published two ads today: scammers post many baits at once. */
export const newAccountBurst: Rule = ({ accountAgeDays, publishedLastDay }) =>
  accountAgeDays < 7 && publishedLastDay >= 2
    ? {
        rule: 'new_account_burst',
        weight: 0.5,
        detail: `account ${Math.floor(accountAgeDays)} day(s) old, ${publishedLastDay} ad(s) published in 24 h`,
      }
    : null;

/**
 * What the owner wrote to seekers: money before a viewing asked of two different people holds on its own (the scam is
 * run in the messages once the ad looks clean); a move to a messenger or an e-mail address weighs little, however often.
 */
export const messagesCautioned: Rule = ({ cautionedConversations: counted }) => {
  if (!counted || counted.advancePayment + counted.offPlatform === 0) return null;
  const weight = Math.min(1, 0.5 * counted.advancePayment + Math.min(0.3, 0.1 * counted.offPlatform));
  const parts = [
    counted.advancePayment > 0 ? `money before a viewing asked in ${counted.advancePayment} conversation(s)` : '',
    counted.offPlatform > 0 ? `contact moved off Inserat in ${counted.offPlatform} conversation(s)` : '',
  ];
  return {
    rule: 'messages_cautioned',
    weight: Math.round(weight * 10) / 10,
    detail: parts.filter(Boolean).join('; '),
  };
};

/** One phone number or contact behind several accounts: scammers open a new account for each wave of baits. */
export const contactShared: Rule = ({ contactSharedWith: others }) =>
  others
    ? {
        rule: 'contact_shared',
        weight: others >= 2 ? 0.8 : 0.6,
        detail: `a phone number or contact of ${others} other account(s)`,
      }
    : null;

/**
 * Wording that shuts people out for who they are (excludingWording.ts): unlawful under § 19 AGG, so the ad waits for a
 * moderator on its own, and the statement of reasons names the AGG instead of suspected fraud.
 */
export const excludingWordingRule: Rule = (facts) => {
  const found = excludingWording(words(facts));
  return found.length === 0 ? null : { rule: 'excluding_wording', weight: 1, detail: found.join(', ') };
};

/** An agent's commission asked of a rental's tenants (tenantCommission.ts): unlawful, so it waits for a moderator. */
export const tenantCommission: Rule = (facts) => {
  if (!isRent(facts.ad.category)) return null;
  const found = tenantCommissionIn(words(facts));
  return found === null ? null : { rule: 'tenant_commission', weight: 1, detail: `"${found}" in a rental` };
};

/**
 * A new account opened in a browser where two or more other accounts had signed in: scammers make a fresh account per
 * wave of baits on one machine. A couple's shared computer (one other account) and accounts older than a month weigh
 * nothing; a cleared cookie escapes it, so it only ever adds to other signals.
 */
export const deviceShared: Rule = ({ accountAgeDays, otherAccountsOnDevice: others }) =>
  accountAgeDays < 30 && others !== undefined && others >= 2
    ? { rule: 'device_shared', weight: 0.5, detail: `a browser ${others} other account(s) had signed in from` }
    : null;

export const RULES: Rule[] = [
  priceFarBelowLocal,
  photoUsedElsewhere,
  textCopied,
  contactOffPlatform,
  advancePaymentWording,
  textDressedUp,
  learnedFromDecisions,
  newAccountBurst,
  messagesCautioned,
  contactShared,
  deviceShared,
  excludingWordingRule,
  tenantCommission,
];
