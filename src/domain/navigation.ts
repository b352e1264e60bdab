/**
 * Where a page may send someone back to after a detour (sign-in, buying credits): a page of the signed-in area, or
 * the ad a visitor was writing about. Anything else — another site, `//host`, a backslash trick — is refused, so no
 * link can make Inserat an open redirect.
 */
export function isReturnPath(path: string | null | undefined): path is string {
  if (!path || /[\\\s]/.test(path) || path.startsWith('//')) return false;
  return path.startsWith('/app/') || /^\/ads\/[0-9a-f-]{36}$/i.test(path);
}

/** A page of the signed-in area only (where buying credits may lead back to). */
export function isAppPath(path: string | null | undefined): path is string {
  return isReturnPath(path) && path.startsWith('/app/');
}

/** What a visitor sent to sign in was on the way to, so the sign-in page can say why it asks. */
export type SignInPurpose = 'favorites' | 'messages' | 'searches' | 'newAd' | 'writeToSeller' | 'account';

export function signInPurpose(from: string | null | undefined): SignInPurpose | null {
  if (!isReturnPath(from)) return null;
  if (from.startsWith('/ads/')) return 'writeToSeller';
  if (from.startsWith('/app/favorites')) return 'favorites';
  if (from.startsWith('/app/messages')) return 'messages';
  if (from.startsWith('/app/searches')) return 'searches';
  if (from.startsWith('/app/ads/new')) return 'newAd';
  return 'account';
}
