import type { SecretHasher } from './ports';

/** The device cookie: a browser's id and, per account that signed in there, a MAC only the server can make. */
export const DEVICE_COOKIE = 'inserat_device';
/** Half a year: a browser used now and then stays known; one not used since is a new device again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 183 * 86_400;
/** Sent to the sign-in and the activation (which signs a new account in), nowhere else. */
export const DEVICE_COOKIE_PATH = '/api/auth';
/** Where the cookie lived before activation read it too: cleared when the browser signs in next. */
export const LEGACY_DEVICE_COOKIE_PATH = '/api/auth/login';
/** Accounts one browser remembers (a shared family computer), newest first. */
const ACCOUNTS_PER_DEVICE = 4;

/**
 * Devices an account signed in from before (OWASP's credential-stuffing cheat sheet: a device cookie). A sign-in that
 * presents one for the account it names is its owner's, whatever floods the line: it is served first and never
 * refused for its client address. The cookie holds no secret of the account — a MAC of the account and the device's
 * random id under the server's key — so the database keeps nothing for it, and a stolen cookie still needs the password.
 */
export class KnownDevices {
  constructor(private readonly deps: { secrets: SecretHasher }) {}

  /** Whether the cookie says this device signed in to the account before. */
  knows(userId: string, cookie: string | undefined): boolean {
    const { id, marks } = parse(cookie);
    return id !== null && marks.some((mark) => this.deps.secrets.matches(subject(userId, id), mark));
  }

  /**
   * How many other accounts signed in from this browser (at most ACCOUNTS_PER_DEVICE): several new accounts made in
   * one browser are how scammers start each wave of baits (issue 69). A family's shared computer counts one or two.
   */
  otherAccounts(userId: string, cookie: string | undefined): number {
    const { id, marks } = parse(cookie);
    return id === null ? 0 : marks.filter((mark) => !this.deps.secrets.matches(subject(userId, id), mark)).length;
  }

  /** The device's id in the cookie (its failed sign-ins are counted by it), or null. */
  idOf(cookie: string | undefined): string | null {
    return parse(cookie).id;
  }

  /** The cookie after a successful sign-in: this account's mark first, the device's id kept. */
  remember(userId: string, cookie: string | undefined): string {
    const parsed = parse(cookie);
    const id =
      parsed.id ??
      this.deps.secrets
        .newSecret()
        .replace(/[^\w-]/g, '')
        .slice(0, 22);
    const mark = this.deps.secrets.hash(subject(userId, id));
    const others = parsed.marks.filter((m) => !this.deps.secrets.matches(subject(userId, id), m));
    return [id, mark, ...others].slice(0, ACCOUNTS_PER_DEVICE + 1).join('.');
  }
}

const subject = (userId: string, deviceId: string) => `device:${userId}:${deviceId}`;

function parse(cookie: string | undefined): { id: string | null; marks: string[] } {
  const parts = (cookie ?? '').split('.').filter((part) => /^[\w-]{8,128}$/.test(part));
  return parts.length === 0
    ? { id: null, marks: [] }
    : { id: parts[0]!, marks: parts.slice(1, ACCOUNTS_PER_DEVICE + 1) };
}
