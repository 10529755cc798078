import type { AppSettings } from '@tavola/domain/entities';

/**
 * Demo mode of spec 000 §1, §2, §4: "a fixed venue, company and menu id come from the
 * settings; the demo goes to the menu directly". The environment name alone is not enough:
 * our public demo runs with env 'demo' and must show the real journey, so the mode is on only
 * when the settings also fix the demo menu (settings.demo.menuWebId).
 */
export function isDemoMode(settings: AppSettings): boolean {
  return settings.env === 'demo' && settings.demo.menuWebId != null;
}

