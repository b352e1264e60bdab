import type { SecretHasher } from '../accounts/ports';

/** The token of the one-click unsubscribe link: names the search, and only this server can make it. */
export function unsubscribeToken(secrets: Pick<SecretHasher, 'hash'>, id: string): string {
  return `${id}.${secrets.hash(`unsubscribe:${id}`)}`;
}
