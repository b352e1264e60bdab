/** What the server's application layer needs from the outside world; adapters live in infrastructure/. */
import type { AdInputField } from '../../src/domain/adValidation';

/** The operator named in the Impressum, privacy policy and invoices (LEGAL_* configuration). */
export interface Operator {
  company: string;
  representative: string;
  street: string;
  city: string;
  email: string;
  phone: string;
  register: string;
  vatId: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Replies go to the visitor who wrote, not to our no-reply address. */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** Image files behind a port, so object storage can replace the local folder later (DESIGN.md §4). */
export interface ImageStorage {
  /** Sniffs, re-encodes and stores; throws ApiError(415) for anything that is not a supported image. */
  store(adId: string, input: Buffer): Promise<StoredImage>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

export interface Clock {
  now(): Date;
}

export type Role = 'ADMIN' | 'USER';
export type Language = 'de' | 'en';

export interface UserRecord {
  id: string;
  name: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  img: string | null;
  role: Role;
  passwordHash: string | null;
  activated: boolean;
  blocked: boolean;
  tokenVersion: number;
  language: Language;
  createdAt: Date;
}

export type NewUser = Omit<UserRecord, 'id' | 'createdAt' | 'tokenVersion' | 'blocked'> & { blocked?: boolean };
export type UserPatch = Partial<Omit<UserRecord, 'id' | 'createdAt'>>;

export interface UserRepository {
  findById(id: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  create(user: NewUser): Promise<UserRecord>;
  update(id: string, patch: UserPatch): Promise<UserRecord | null>;
  bumpTokenVersion(id: string): Promise<UserRecord | null>;
  delete(id: string): Promise<void>;
  latest(limit: number): Promise<UserRecord[]>;
  list(query: { offset: number; limit: number; q: string | null }): Promise<{ items: UserRecord[]; total: number }>;
  count(): Promise<number>;
}

export type CodePurpose = 'activation' | 'reset';

export interface CodeRecord {
  id: string;
  userId: string;
  purpose: CodePurpose;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  verifiedAt: Date | null;
  resetTokenHash: string | null;
  usedAt: Date | null;
  createdAt: Date;
}

export interface CodeRepository {
  /** The newest code of that purpose, used or not. */
  latest(userId: string, purpose: CodePurpose): Promise<CodeRecord | null>;
  /** Replaces every earlier code of that purpose: only the newest code works. */
  issue(userId: string, purpose: CodePurpose, codeHash: string, expiresAt: Date): Promise<CodeRecord>;
  update(id: string, patch: Partial<Pick<CodeRecord, 'attempts' | 'verifiedAt' | 'resetTokenHash' | 'usedAt'>>): Promise<void>;
}

export interface PackageRecord {
  id: string;
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  priceCents: number;
  currency: string;
  adCredits: number;
  durationDays: number;
  featured: boolean;
  maxImages: number;
  active: boolean;
  sortOrder: number;
}

export interface PackageRepository {
  listActive(): Promise<PackageRecord[]>;
  findById(id: string): Promise<PackageRecord | null>;
  upsert(pkg: PackageRecord): Promise<void>;
  maxImages(): Promise<number>;
}

export interface AdImageRecord {
  id: string;
  adId: string;
  position: number;
  storageKey: string;
  width: number;
  height: number;
}

export interface AdRecord {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  category: string;
  priceCents: number | null;
  priceType: string;
  postalCode: string;
  city: string;
  district: string | null;
  livingArea: number | null;
  rooms: number | null;
  plotArea: number | null;
  floor: number | null;
  yearBuilt: number | null;
  availableFrom: string | null;
  features: string[];
  energyCertificate: Record<string, unknown> | null;
  status: string;
  rejectionReason: string | null;
  packageId: string | null;
  durationDays: number | null;
  featuredUntil: Date | null;
  publishedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  images: AdImageRecord[];
}

/** The owner's fields as stored (category and the like as plain text). */
export type AdFields = Pick<AdRecord, AdInputField>;

export type AdStatePatch = Partial<
  Pick<AdRecord, 'status' | 'rejectionReason' | 'packageId' | 'durationDays' | 'featuredUntil' | 'publishedAt' | 'expiresAt'>
>;

export interface AdSearch {
  q: string | null;
  category: string | null;
  city: string | null;
  postalCode: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  minRooms: number | null;
  minArea: number | null;
  featured: boolean;
  sort: 'newest' | 'price_asc' | 'price_desc';
  cursor: { value: string | number | null; id: string } | null;
  limit: number;
}

export interface AdRepository {
  /** `total` stops at a cap; `totalCapped` says there are more. */
  search(query: AdSearch, now: Date): Promise<{ items: AdRecord[]; total: number; totalCapped: boolean }>;
  findById(id: string): Promise<AdRecord | null>;
  listByOwner(ownerId: string): Promise<AdRecord[]>;
  listByStatus(status: string, limit: number): Promise<AdRecord[]>;
  create(ownerId: string, fields: AdFields): Promise<AdRecord>;
  update(id: string, fields: Partial<AdFields> & AdStatePatch): Promise<AdRecord | null>;
  delete(id: string): Promise<void>;
  addImage(adId: string, image: Omit<AdImageRecord, 'id' | 'adId' | 'position'>): Promise<AdImageRecord>;
  removeImage(adId: string, imageId: string): Promise<AdImageRecord | null>;
  reorderImages(adId: string, imageIds: string[]): Promise<void>;
  imageKeysOfOwner(ownerId: string): Promise<string[]>;
  /** Active ads whose time ran out become expired. */
  expireDue(now: Date): Promise<number>;
  countByStatus(): Promise<Record<string, number>>;
}

export interface LedgerEntry {
  userId: string;
  packageId: string;
  amount: number;
  reason: 'purchase' | 'grant' | 'publish' | 'refund' | 'chargeback';
  paymentId?: string | null;
  adId?: string | null;
}

export interface CreditBalance {
  packageId: string;
  credits: number;
}

export interface LedgerRepository {
  balances(userId: string): Promise<CreditBalance[]>;
  append(entry: LedgerEntry): Promise<void>;
  /** Serialises credit changes of one user within the current transaction. */
  lockUser(userId: string): Promise<void>;
}

export interface Repositories {
  users: UserRepository;
  codes: CodeRepository;
  packages: PackageRepository;
  ads: AdRepository;
  ledger: LedgerRepository;
  payments: PaymentRepository;
}

/** Runs work atomically: every write inside commits together or not at all. */
export interface UnitOfWork {
  readonly repos: Repositories;
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Does the same work when `stored` is null, so timing does not reveal whether an account exists. */
  verify(password: string, stored: string | null): Promise<boolean>;
}

export interface AccessTokens {
  sign(claims: { userId: string; tokenVersion: number }): Promise<string>;
  verify(token: string): Promise<{ userId: string; tokenVersion: number } | null>;
}

/** Keyed hashing of short secrets (codes, reset cookies) and the CSPRNG that makes them. */
export interface SecretHasher {
  hash(value: string): string;
  matches(value: string, hash: string): boolean;
  newCode(): string;
  newSecret(): string;
}

export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type PaymentStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'refunded';

export interface PaymentRecord {
  id: string;
  userId: string | null;
  packageId: string;
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'demo';
  providerRef: string | null;
  status: PaymentStatus;
  idempotencyKey: string;
  invoiceNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PaymentRepository {
  findById(id: string): Promise<PaymentRecord | null>;
  findByIdempotencyKey(key: string): Promise<PaymentRecord | null>;
  findByProviderRef(provider: 'stripe' | 'demo', ref: string): Promise<PaymentRecord | null>;
  create(payment: Pick<PaymentRecord, 'userId' | 'packageId' | 'amountCents' | 'currency' | 'provider' | 'idempotencyKey'>): Promise<PaymentRecord>;
  update(id: string, patch: Partial<Pick<PaymentRecord, 'status' | 'providerRef' | 'invoiceNumber'>>): Promise<PaymentRecord>;
  listByUser(userId: string): Promise<PaymentRecord[]>;
  /** Locks the row for the rest of the transaction: concurrent webhooks for one payment run one after another. */
  lock(id: string): Promise<PaymentRecord | null>;
  nextInvoiceNumber(year: number): Promise<string>;
  revenueCents(): Promise<number>;
  /** Records an event id; false when it was seen before (a duplicated webhook). */
  markEventProcessed(eventId: string): Promise<boolean>;
}

/** The card processor: Stripe or the demo gateway. */
export interface PaymentGateway {
  readonly provider: 'stripe' | 'demo';
  createIntent(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    userId: string;
    packageId: string;
  }): Promise<{ providerRef: string; clientSecret: string }>;
}

/** A verified third-party identity (Firebase ID token). */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  phone: string | null;
}

export interface IdentityTokens {
  /** Throws for anything forged, expired, for another project or unsigned (outside the emulator). */
  verify(idToken: string): Promise<VerifiedIdentity>;
}
