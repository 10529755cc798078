// Routes of the shared tab at the table (docs/table-tab.md): the join page a table's QR code
// opens when the venue has the tab on, and the live tab. Each page is its own lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const tableTabRoutes: RouteObject[] = [
  { path: 'main/table-tab', lazy: lazyPage(() => import('./join-page'), 'TableTabJoinPage') },
  { path: 'main/table-tab/live', lazy: lazyPage(() => import('./live-tab-page'), 'LiveTabPage') },
];
