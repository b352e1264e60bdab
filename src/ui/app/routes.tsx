import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { AccountStrings } from './AccountStrings';
import { AdminOnly } from './AdminOnly';
import { RequireGuest, RequireUser } from './guards';
import { lazyPage } from './lazyPage';
import { Shell } from './Shell';

// Every page is its own chunk (spec §2 "Pages load lazily"), fetched with the feature areas it needs.
const LandingPage = lazyPage(() => import('../pages/LandingPage'));
const LoginPage = lazyPage(() => import('../pages/auth/LoginPage'), ['auth']);
const RegisterPage = lazyPage(() => import('../pages/auth/RegisterPage'), ['auth']);
const ActivatePage = lazyPage(() => import('../pages/auth/ActivatePage'), ['auth']);
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/ForgotPasswordPage'), ['auth']);
const VerifyCodePage = lazyPage(() => import('../pages/auth/VerifyCodePage'), ['auth']);
const ResetPasswordPage = lazyPage(() => import('../pages/auth/ResetPasswordPage'), ['auth']);
const ImpressumPage = lazyPage(() => import('../pages/legal/ImpressumPage'));
const DatenschutzPage = lazyPage(() => import('../pages/legal/DatenschutzPage'));
const AgbPage = lazyPage(() => import('../pages/legal/AgbPage'));
const WiderrufsbelehrungPage = lazyPage(() => import('../pages/legal/WiderrufsbelehrungPage'));
const BarrierefreiheitPage = lazyPage(() => import('../pages/legal/BarrierefreiheitPage'));
const SicherheitPage = lazyPage(() => import('../pages/legal/SicherheitPage'));
const AdsPage = lazyPage(() => import('../pages/ads/AdsPage'), ['searches']);
const AdDetailsPage = lazyPage(() => import('../pages/ads/AdDetailsPage'), ['ads', 'messages']);
const AdminDashboardPage = lazyPage(() => import('../pages/admin/AdminDashboardPage'), ['admin']);
const AdminReportsPage = lazyPage(() => import('../pages/admin/AdminReportsPage'), ['admin']);
const UserDashboardPage = lazyPage(() => import('../pages/app/UserDashboardPage'), ['ads', 'account']);
const DecisionPage = lazyPage(() => import('../pages/decisions/DecisionPage'), ['account']);
const TransparencyPage = lazyPage(() => import('../pages/legal/TransparencyPage'));
const AdEditorPage = lazyPage(() => import('../pages/app/AdEditorPage'), ['ads', 'payments', 'account']);
const AdStatsPage = lazyPage(() => import('../pages/app/AdStatsPage'), ['ads']);
const ProfilePage = lazyPage(() => import('../pages/app/ProfilePage'), ['account']);
const BillingPage = lazyPage(() => import('../pages/app/BillingPage'), ['payments']);
const FavoritesPage = lazyPage(() => import('../pages/app/FavoritesPage'));
const OpenImmoPage = lazyPage(() => import('../pages/app/OpenImmoPage'), ['ads']);
const SavedSearchesPage = lazyPage(() => import('../pages/searches/SavedSearchesPage'), ['searches']);
const UnsubscribePage = lazyPage(() => import('../pages/searches/UnsubscribePage'), ['searches']);
const InboxPage = lazyPage(() => import('../pages/messages/InboxPage'), ['messages']);
const ConversationPage = lazyPage(() => import('../pages/messages/ConversationPage'), ['messages']);
const ViewingPlanPage = lazyPage(() => import('../pages/viewings/ViewingPlanPage'), ['viewings']);
const MyViewingsPage = lazyPage(() => import('../pages/viewings/MyViewingsPage'), ['viewings']);
const ApplicationsPage = lazyPage(() => import('../pages/applications/ApplicationsPage'), ['viewings']);
const ApplicationBoardPage = lazyPage(() => import('../pages/applications/ApplicationBoardPage'), ['viewings', 'ads']);
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));

/**
 * Every route of the app, under one shell that restores the session, announces route changes and remembers scroll
 * positions. The router around it is the caller's: browser, memory (tests) or static (server rendering).
 */
export function AppRoutes({ notFoundPath = null }: { notFoundPath?: string | null }) {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="impressum" element={<ImpressumPage />} />
          <Route path="datenschutz" element={<DatenschutzPage />} />
          <Route path="agb" element={<AgbPage />} />
          <Route path="widerrufsbelehrung" element={<WiderrufsbelehrungPage />} />
          <Route path="barrierefreiheit" element={<BarrierefreiheitPage />} />
          <Route path="sicherheit" element={<SicherheitPage />} />
          <Route path="transparenz" element={<TransparencyPage />} />
          <Route path="decisions/:id" element={<DecisionPage />} />
          <Route path="ads" element={<AdsPage />} />
          <Route path="ads/:id" element={<AdDetailsPage />} />
          <Route path="unsubscribe" element={<UnsubscribePage />} />
          <Route path="auth" element={<RequireGuest />}>
            <Route element={<AccountStrings />}>
              <Route index element={<Navigate to="/auth/login" replace />} />
              <Route path="login" element={<LoginPage />} />
              <Route path="register" element={<RegisterPage />} />
              <Route path="activate" element={<ActivatePage />} />
              <Route path="forgot-password" element={<ForgotPasswordPage />} />
              <Route path="verify-code" element={<VerifyCodePage />} />
              <Route path="reset-password" element={<ResetPasswordPage />} />
              <Route path="*" element={<Navigate to="/auth/login" replace />} />
            </Route>
          </Route>
          {/* Spec: an unknown path leads home. Only the address the server itself answered 404 shows the not-found page. */}
          <Route path="*" element={<UnknownPath notFoundPath={notFoundPath} />} />
        </Route>
        <Route path="app" element={<RequireUser />}>
          <Route element={<AppLayout />}>
            <Route element={<AccountStrings />}>
              <Route index element={<Navigate to="/app/user_dashboard" replace />} />
              <Route
                path="admin_dashboard"
                element={
                  <AdminOnly>
                    <AdminDashboardPage />
                  </AdminOnly>
                }
              />
              <Route
                path="admin/reports"
                element={
                  <AdminOnly>
                    <AdminReportsPage />
                  </AdminOnly>
                }
              />
              <Route path="user_dashboard" element={<UserDashboardPage />} />
              <Route path="ads/new" element={<AdEditorPage />} />
              <Route path="ads/:id/edit" element={<AdEditorPage />} />
              <Route path="ads/:id/stats" element={<AdStatsPage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="billing" element={<BillingPage />} />
              <Route path="favorites" element={<FavoritesPage />} />
              <Route path="import" element={<OpenImmoPage />} />
              <Route path="viewings" element={<MyViewingsPage />} />
              <Route path="ads/:id/viewings" element={<ViewingPlanPage />} />
              <Route path="applications" element={<ApplicationsPage />} />
              <Route path="ads/:id/applications" element={<ApplicationBoardPage />} />
              <Route path="searches" element={<SavedSearchesPage />} />
              <Route path="messages" element={<InboxPage />} />
              <Route path="messages/:id" element={<ConversationPage />} />
              <Route path="*" element={<Navigate to="/app/user_dashboard" replace />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}

function UnknownPath({ notFoundPath }: { notFoundPath: string | null }) {
  const { pathname } = useLocation();
  return pathname === notFoundPath ? <NotFoundPage /> : <Navigate to="/" replace />;
}
