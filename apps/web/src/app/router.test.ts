// The restaurant's screens are lazy routes outside the diners' shell: the
// first one opened must show a spinner while its chunk loads, not a blank page (React Router
// warned "No HydrateFallback element provided" on every /staff load).
import { describe, expect, it } from 'vitest';
import { routes } from './router';

describe('staff routes', () => {
  // They share one layout route (page title and heading focus), itself a lazy chunk.
  const layout = routes.find((route) => route.children?.some((child) => child.path?.startsWith('staff')));
  const staff = layout?.children ?? [];

  it('share a layout with a loading fallback and an error page', () => {
    expect(layout?.hydrateFallbackElement).toBeTruthy();
    expect(layout?.errorElement).toBeTruthy();
  });

  it('cover the board, the back office and the settings', () => {
    expect(staff.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        'staff/*',
        'staff/menu/*',
        'staff/venues',
        'staff/company',
        'staff/venues/:venueId/hours',
      ]),
    );
  });

  it.each(staff.map((route) => [route.path, route] as const))(
    '%s has a loading fallback and an error page',
    (_path, route) => {
      expect(route.hydrateFallbackElement).toBeTruthy();
      expect(route.errorElement).toBeTruthy();
    },
  );
});
