import type { LabelledText } from './ScamClassifier';
import type { ComplaintOutcome } from '../../src/domain/decisions';
import type { complaints, moderationDecisions } from './tables';
import type { ReportOutcome, ReportStatus } from '../../src/domain/report';
import type { reports } from './tables';
import type { AdCategory } from '../../src/domain/ad';
import type { RiskOutcome, RiskVerdict } from '../../src/domain/risk';

/** What moderation needs from outside: the statements of reasons and complaints, the reports, the risk check's memory. */

export type DecisionRecord = (typeof moderationDecisions)['$inferSelect'];
export type ComplaintRecord = (typeof complaints)['$inferSelect'];
export type NewDecision = Omit<DecisionRecord, 'id' | 'reversedAt' | 'createdAt'> & { createdAt: Date };

/** The statements of reasons and the complaints against them (DSA Art. 17 and 20). */
export interface DecisionRepository {
  create(decision: NewDecision): Promise<DecisionRecord>;
  findById(id: string): Promise<DecisionRecord | null>;
  /** The person's decisions, newest first, each with its complaint if one was lodged. */
  ofRecipient(
    recipientId: string,
    limit: number,
  ): Promise<{ decision: DecisionRecord; complaint: ComplaintRecord | null }[]>;
  /** The ad's hold by the automated check that still stands (at most one: a hold is reversed or followed by a decision). */
  standingHoldOf(adId: string): Promise<DecisionRecord | null>;
  markReversed(id: string, at: Date): Promise<void>;
  complaintOf(decisionId: string): Promise<ComplaintRecord | null>;
  /** Null when the decision already has a complaint (one per decision). */
  lodge(decisionId: string, text: string, at: Date): Promise<ComplaintRecord | null>;
  findComplaint(id: string): Promise<ComplaintRecord | null>;
  /** Open complaints oldest first, or every complaint newest first. */
  complaints(open: boolean, limit: number): Promise<ComplaintRecord[]>;
  /** Only an open complaint is answered (null when another moderator answered it first). */
  answer(
    id: string,
    change: { outcome: ComplaintOutcome; answer: string; handledBy: string; at: Date },
  ): Promise<ComplaintRecord | null>;
}

/** Counts per half-year ("2026-H2"), grouped as the transparency report needs them. */
export interface TransparencyFacts {
  notices: { period: string; reason: string; outcome: string | null; count: number }[];
  decisions: {
    period: string;
    kind: string;
    ground: string;
    automatedDetection: boolean;
    reversed: boolean;
    count: number;
  }[];
  complaints: { period: string; status: string; count: number }[];
  /** Median time from a notice to its resolution, and from a complaint to its answer (ms), per half-year. */
  medians: { period: string; of: 'notices' | 'complaints'; ms: number }[];
}

/** What the transparency report (DSA Art. 15 and 24) is counted from: the notices, decisions and complaints. */
export interface TransparencyFigures {
  facts(): Promise<TransparencyFacts>;
}

export type ReportRecord = (typeof reports)['$inferSelect'];

/** Who filed a report: an account, or a visitor's address, or nobody to tell. */
export type ReporterOf = Pick<ReportRecord, 'id' | 'reporterId' | 'reporterContact'>;

export interface ReportRepository {
  create(
    report: Pick<
      ReportRecord,
      'subject' | 'adId' | 'conversationId' | 'reporterId' | 'reporterContact' | 'reason' | 'details' | 'evidence'
    > & { now: Date },
  ): Promise<ReportRecord>;
  findById(id: string): Promise<ReportRecord | null>;
  /** Oldest first within a status (the queue's order); every status when none is given. */
  list(status: ReportStatus | null, limit: number): Promise<ReportRecord[]>;
  /** Resolving a report sets its outcome and time of resolution. */
  update(
    id: string,
    change: { status?: ReportStatus; note?: string; outcome?: ReportOutcome; now: Date },
  ): Promise<ReportRecord | null>;
  countOpen(): Promise<number>;
  /** The ad's reports not yet resolved become resolved, acted on, with this note (the ad was taken offline). */
  resolveOpenOfAd(adId: string, note: string, now: Date): Promise<ReporterOf[]>;
  /**
   * Evidence and a visitor's contact address of reports resolved before then are deleted (the report, its reason and
   * outcome stay); how many.
   */
  forgetEvidenceResolvedBefore(before: Date): Promise<number>;
}

export type FingerprintKind = 'photo' | 'text' | 'contact';

/** Fingerprints of every owner's photos and descriptions (content_fingerprints), found again by their bands. */
export interface FingerprintIndex {
  /** The ad's description as it is now, by its windows (none: too short to fingerprint; the old ones go). */
  replaceText(ad: { id: string; ownerId: string }, hashes: bigint[]): Promise<void>;
  /** The contacts in the ad's text as they are now (contactFingerprints.ts; the old ones go). */
  replaceContacts(ad: { id: string; ownerId: string }, hashes: bigint[]): Promise<void>;
  addPhoto(ad: { id: string; ownerId: string }, imageId: string, hash: bigint): Promise<void>;
  /** The fingerprints of the ad's photos. */
  photosOf(adId: string): Promise<bigint[]>;
  /** The contacts in an ad's photos (QR codes, text read by OCR), kept per photo (gone with it). */
  addPhotoTexts(ad: { id: string }, imageId: string, texts: string[]): Promise<void>;
  photoTextsOf(adId: string): Promise<string[]>;
  /** The ads of other owners with content at most BAND_REACH bits from one of these hashes. */
  matches(kind: FingerprintKind, hashes: bigint[], otherThan: string): Promise<{ adId: string; ownerId: string }[]>;
}

/**
 * Text printed in a photo (a phone number, an e-mail address, an IBAN on a sign or a screenshot), read off the request
 * path: the risk check reads it as it reads the ad's text (issue 69).
 */
export interface PhotoTextReader {
  /** The text found in the image (any format sharp reads), '' for none. */
  read(image: Buffer): Promise<string>;
  /** Ends the reader's worker (a process shutting down). */
  close(): Promise<void>;
}

/** What the market says about an ad: the local price level and how much its owner publishes. */
export interface MarketFacts {
  /** The median price per m² (cents) of the live ads of the category in the city, and how many there are. */
  localPricePerSqm(category: AdCategory, city: string): Promise<{ medianCents: number | null; comparables: number }>;
  /** How many of the owner's ads went online (or to review) since then. */
  publishedSince(ownerId: string, since: Date): Promise<number>;
  /** What the person wrote since then, newest first, at most `limit` messages. */
  messagesSentSince(senderId: string, since: Date, limit: number): Promise<{ conversationId: string; body: string }[]>;
  /** Other accounts whose confirmed phone number is one of these (E.164). */
  accountsWithPhone(numbers: string[], otherThan: string): Promise<string[]>;
  /** The most other accounts any browser the owner signed in from since then had signed in to before (sessions). */
  otherAccountsOnDevicesSince(ownerId: string, since: Date): Promise<number>;
}

export type { RiskVerdict } from '../../src/domain/risk';

/** The assessment of each ad at its last publishing or reviewed edit, for the moderation desk. */
export interface RiskAssessmentRepository {
  record(adId: string, verdict: RiskVerdict, at: Date): Promise<void>;
  ofAds(adIds: string[]): Promise<Map<string, RiskVerdict>>;
  /** Per signal: the held ads it was among, and how many of them a moderator approved or rejected afterwards. */
  outcomesBySignal(): Promise<RiskOutcome[]>;
  /**
   * The newest decisions on held ads, oldest first: the ad's title and description as they are now, and whether a
   * moderator rejected or took it down (a scam) or approved it.
   */
  decisionsOnHolds(limit: number): Promise<LabelledText[]>;
}

/** The records and rules this feature publishes with its port. */
export * from './domain/decisionGround';
export * from './domain/fingerprints';

/** What moderation offers the other features: notices into its queue, statements of reasons, the risk check. */
export type { FileReport } from './FileReport';
export { messageCaution } from './scamText';
export { contactFingerprintsOf } from './contactFingerprints';
export type { ReporterContact } from './tables';
export type { IssuedDecision, StatementsOfReasons } from './StatementsOfReasons';
export type { RiskAssessment } from './RiskAssessment';
export type { TransparencyReport } from './TransparencyReport';
