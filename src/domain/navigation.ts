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
