import type { ServiceIdentifier } from 'inversify';

/** Short user-facing notifications (spec §9: toasts). */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  /** Shows a message that stays until dismissed; returns its id. */
  loading(message: string): string | number;
  dismiss(id?: string | number): void;
}
export const Notifier = Symbol.for('Notifier') as ServiceIdentifier<Notifier>;

/** Developer-facing diagnostics; the browser adapter writes to the console. */
export interface Logger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}
export const Logger = Symbol.for('Logger') as ServiceIdentifier<Logger>;

/** Validated client configuration (docs/decisions.md §5). */
export interface AppConfig {
  apiBaseUrl: string;
  stripePublicKey: string;
  usersPerPage: number;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    authEmulatorUrl: string | null;
  } | null;
  /** The installation takes no real payments / keeps mail in its outbox; every page says so. */
  demo: { payments: boolean; mail: boolean };
  /** Map tiles ({z}/{x}/{y}) and the credit their licence asks for. */
  map: { tileUrl: string; attribution: string };
  /** New ads (and changes to live ones) wait for an admin's review before visitors see them. */
  moderation: boolean;
  /** The server's VAPID public key browsers subscribe to pushes with; null when push is off there. */
  pushPublicKey: string | null;
}
export const AppConfig = Symbol.for('AppConfig') as ServiceIdentifier<AppConfig>;

/** Hands a link to the system's share sheet, or copies it where there is none. */
export interface Sharing {
  share(link: { title: string; url: string }): Promise<'shared' | 'copied' | 'unavailable'>;
}
export const Sharing = Symbol.for('Sharing') as ServiceIdentifier<Sharing>;

/**
 * Parts of the application whose use cases and adapters are loaded on first need, so the first page a visitor
 * opens stays within the initial-load budget (docs/decisions.md §6). Everything the landing page and the shell need is
 * always there.
 */
export type FeatureArea = 'auth' | 'ads' | 'account' | 'admin' | 'payments' | 'searches' | 'messages' | 'viewings';
export const FEATURE_AREAS: readonly FeatureArea[] = [
  'auth',
  'ads',
  'account',
  'admin',
  'payments',
  'searches',
  'messages',
  'viewings',
];
export interface FeatureAreas {
  /** True when every named area is ready, so a view can use it without waiting. */
  isLoaded(areas: readonly FeatureArea[]): boolean;
  /** Makes the named areas available; the same areas asked again get the same promise, settled or not. */
  load(areas: readonly FeatureArea[]): Promise<void>;
}
export const FeatureAreas = Symbol.for('FeatureAreas') as ServiceIdentifier<FeatureAreas>;

/** Hands a file to the person (a browser download): receipts, the data export. */
export interface Downloads {
  save(filename: string, content: Blob): void;
}
export const Downloads = Symbol.for('Downloads') as ServiceIdentifier<Downloads>;
