// Account routes of spec 001 §2. The route guard (app/route-guard.tsx) decides by path which
// of them need a previous page.
import type { RouteObject } from 'react-router';
import { LoginPage } from './components/login-page';

export const accountRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'login/:sender', element: <LoginPage /> },
];
