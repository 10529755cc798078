// Account routes of spec 001 §2. The route guard (app/route-guard.tsx) decides by path which
// of them need a previous page.
// Each page is its own chunk, loaded when the diner first opens it (a light first
// load; the home page needs none of them).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./components/login-page'), 'LoginPage') },
  { path: 'login/:sender', lazy: lazyPage(() => import('./components/login-page'), 'LoginPage') },
  { path: 'register', lazy: lazyPage(() => import('./components/register-page'), 'RegisterPage') },
  {
    path: 'confirm-customer-email',
    lazy: lazyPage(() => import('./components/confirm-customer-email-page'), 'ConfirmCustomerEmailPage'),
  },
  {
    path: 'email-confirmed/:customerId',
    lazy: lazyPage(() => import('./components/email-confirmed-page'), 'EmailConfirmedPage'),
  },
  { path: 'forgot-password', lazy: lazyPage(() => import('./components/forgot-password-page'), 'ForgotPasswordPage') },
  {
    path: 'reset-password/:customerId',
    lazy: lazyPage(() => import('./components/reset-password-page'), 'ResetPasswordPage'),
  },
  { path: 'change-password', lazy: lazyPage(() => import('./components/change-password-page'), 'ChangePasswordPage') },
  { path: 'user-profile', lazy: lazyPage(() => import('./components/user-profile-page'), 'UserProfilePage') },
  { path: 'user-orders', lazy: lazyPage(() => import('./components/user-orders-page'), 'UserOrdersPage') },
];
