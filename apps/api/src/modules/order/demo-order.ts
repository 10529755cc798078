// Demo mode (spec 000 §1: "the demo ... completes an order to the order summary without
// login"; issue #14 item 3). An anonymous cash order of the configured demo venue and menu
// is confirmed at once: nobody reads the demo's confirmation mail. Any other order, and every
// order outside APP_ENV=demo, follows the normal rule (e-mail confirmation).
import type { Config } from '../../config';

export type DemoConfig = Pick<Config, 'APP_ENV' | 'DEMO_SEAT_WEB_ID' | 'DEMO_MENU_WEB_ID'>;

export function isDemoOrder(config: DemoConfig, order: { seatWebId: number; menuWebId: number | null }): boolean {
  return (
    config.APP_ENV === 'demo' &&
    config.DEMO_SEAT_WEB_ID != null &&
    config.DEMO_MENU_WEB_ID != null &&
    order.seatWebId === config.DEMO_SEAT_WEB_ID &&
    order.menuWebId === config.DEMO_MENU_WEB_ID
  );
}
