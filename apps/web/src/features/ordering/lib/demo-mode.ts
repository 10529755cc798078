import type { AppSettings } from '@tavola/domain/entities';

/**
 * Demo mode of spec 000 §1, §2, §4: "a fixed venue, company and menu id come from the
 * settings; the demo goes to the menu directly and completes an order to the order summary
 * without login". The environment name alone is not enough: our public demo runs with env
 * 'demo' and must show the real journey, so the mode is on only when the settings also fix
 * the demo venue and menu (DEMO_SEAT_WEB_ID, DEMO_MENU_WEB_ID on the server), and only for
 * the demo company.
 */
export function isDemoMode(settings: AppSettings, companyUrlName?: string): boolean {
  const { demo } = settings;
  if (settings.env !== 'demo' || demo.seatWebId == null || demo.menuWebId == null) return false;
  return companyUrlName == null || companyUrlName.toLowerCase() === demo.companyUrlName.toLowerCase();
}
