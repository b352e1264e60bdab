import type { ServiceIdentifier } from 'inversify';
import type { PushDevice, PushSettings, PushSubscriptionJson } from '../../domain/push';

/** The person's devices and push settings on the server (GET/POST/DELETE /push/devices, GET/PUT /push/settings). */
export interface PushApi {
  devices(): Promise<PushDevice[]>;
  add(subscription: PushSubscriptionJson): Promise<PushDevice>;
  remove(id: string): Promise<void>;
  settings(): Promise<PushSettings>;
  saveSettings(change: Partial<PushSettings>): Promise<PushSettings>;
}
export const PushApi = Symbol.for('PushApi') as ServiceIdentifier<PushApi>;

export type PushPermission = 'default' | 'granted' | 'denied';

/** This browser's side of Web Push: whether it can, what the person allowed, and its subscription. */
export interface BrowserPush {
  /** Service workers and the Push API exist here (iOS: only in the installed app). */
  readonly supported: boolean;
  permission(): PushPermission;
  /** Asks for permission if not yet given, then subscribes with the server's key; null when the person said no. */
  subscribe(publicKey: string): Promise<PushSubscriptionJson | null>;
  /** Ends this browser's subscription (the push service forgets it). */
  unsubscribe(): Promise<void>;
  /** Whether this browser holds a subscription now. */
  subscribed(): Promise<boolean>;
}
export const BrowserPush = Symbol.for('BrowserPush') as ServiceIdentifier<BrowserPush>;

/** Which of the person's devices this browser is at the server ("dieses Gerät"), kept in this browser. */
export interface ThisDevice {
  id(): string | null;
  set(id: string | null): void;
}
export const ThisDevice = Symbol.for('ThisDevice') as ServiceIdentifier<ThisDevice>;

/** The installable app: offered by the browser, already installed, to be added by hand on iOS, or not offered here. */
export type InstallState = 'installable' | 'installed' | 'ios' | 'unavailable';
export interface AppInstallation {
  readonly state: InstallState;
  /** The browser's own install dialog; resolves whether the person installed. */
  install(): Promise<boolean>;
}
export const AppInstallation = Symbol.for('AppInstallation') as ServiceIdentifier<AppInstallation>;

/** A new version of the app waits (its service worker is installed): the person chooses when to reload into it. */
export interface AppUpdates {
  readonly available: boolean;
  /** Registers the service worker (after the app started; nothing on the first load waits for it). */
  start(): void;
  /** Lets the new version take over and reloads the page into it. */
  reload(): void;
}
export const AppUpdates = Symbol.for('AppUpdates') as ServiceIdentifier<AppUpdates>;

/** Whether the browser has a connection now, observable (the offline notice, sending queued messages). */
export interface Connectivity {
  readonly online: boolean;
  /** Runs `listener` each time the connection returns; returns the way to stop. */
  onReturn(listener: () => void): () => void;
}
export const Connectivity = Symbol.for('Connectivity') as ServiceIdentifier<Connectivity>;
