import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { AdminOnly } from './AdminOnly';
import { RequireGuest, RequireUser } from './guards';

// Every page is its own chunk (spec §2 "Pages load lazily").
const LandingPage = lazy(() => import('../pages/LandingPage'));
const LoginPage = lazy(() => import('../pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('../pages/auth/RegisterPage'));
const ActivatePage = lazy(() => import('../pages/auth/ActivatePage'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/ForgotPasswordPage'));
const VerifyCodePage = lazy(() => import('../pages/auth/VerifyCodePage'));
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage'));
const ImpressumPage = lazy(() => import('../pages/legal/ImpressumPage'));
const DatenschutzPage = lazy(() => import('../pages/legal/DatenschutzPage'));
const AgbPage = lazy(() => import('../pages/legal/AgbPage'));
const WiderrufsbelehrungPage = lazy(() => import('../pages/legal/WiderrufsbelehrungPage'));
const AdsPage = lazy(() => import('../pages/ads/AdsPage'));
const AdDetailsPage = lazy(() => import('../pages/ads/AdDetailsPage'));
const AdminDashboardPage = lazy(() => import('../pages/app/AdminDashboardPage'));
const UserDashboardPage = lazy(() => import('../pages/app/UserDashboardPage'));
const AdEditorPage = lazy(() => import('../pages/app/AdEditorPage'));
const ProfilePage = lazy(() => import('../pages/app/ProfilePage'));
const BillingPage = lazy(() => import('../pages/app/BillingPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="impressum" element={<ImpressumPage />} />
        <Route path="datenschutz" element={<DatenschutzPage />} />
        <Route path="agb" element={<AgbPage />} />
        <Route path="widerrufsbelehrung" element={<WiderrufsbelehrungPage />} />
        <Route path="ads" element={<AdsPage />} />
        <Route path="ads/:id" element={<AdDetailsPage />} />
        <Route path="auth" element={<RequireGuest />}>
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
      <Route path="app" element={<RequireUser />}>
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/app/user_dashboard" replace />} />
          <Route path="admin_dashboard" element={<AdminOnly><AdminDashboardPage /></AdminOnly>} />
          <Route path="user_dashboard" element={<UserDashboardPage />} />
          <Route path="ads/new" element={<AdEditorPage />} />
          <Route path="ads/:id/edit" element={<AdEditorPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="billing" element={<BillingPage />} />
          <Route path="*" element={<Navigate to="/app/user_dashboard" replace />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
