import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * The strings of the signed-in area and the sign-in pages (the `account` translation namespace), which public pages
 * never carry: the pages below wait for them in the layout's Suspense, the first time only.
 */
export function AccountStrings() {
  useTranslation('account');
  return <Outlet />;
}
