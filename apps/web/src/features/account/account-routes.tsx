// Account routes of spec 001 §2. The route guard (app/route-guard.tsx) decides by path which
// of them need a previous page.
import type { RouteObject } from 'react-router';
import { ChangePasswordPage } from './components/change-password-page';
import { ConfirmCustomerEmailPage } from './components/confirm-customer-email-page';
import { EmailConfirmedPage } from './components/email-confirmed-page';
import { ForgotPasswordPage } from './components/forgot-password-page';
import { LoginPage } from './components/login-page';
import { RegisterPage } from './components/register-page';
import { ResetPasswordPage } from './components/reset-password-page';
import { UserOrdersPage } from './components/user-orders-page';
import { UserProfilePage } from './components/user-profile-page';

export const accountRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'login/:sender', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'confirm-customer-email', element: <ConfirmCustomerEmailPage /> },
  { path: 'email-confirmed/:customerId', element: <EmailConfirmedPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password/:customerId', element: <ResetPasswordPage /> },
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'user-profile', element: <UserProfilePage /> },
  { path: 'user-orders', element: <UserOrdersPage /> },
];
