// The app context's shape and the hook that reads it: what features and app/ share. app/
// (app-context.tsx) starts the app and provides the value; features only read it.
import type { AppSettings, AuthenticateClientResponse, Company, Customer, SeatWeb } from '@tavola/domain/entities';
import type { OrderType } from '@tavola/domain/enums';
import { createContext, use } from 'react';

/** What the app context holds besides the token (spec 000 §3 "App context"). */
export interface AppState {
  settings: AppSettings;
  company: Company;
  seatWeb: SeatWeb | null;
  /** False when the address fixed the venue (?seatWebId=) or the company has one venue. */
  canChangeSeatWeb: boolean;
  customer: AuthenticateClientResponse['customer'];
  language: AuthenticateClientResponse['language'];
  orderType: OrderType | null;
}

export interface AppContextValue extends AppState {
  /** The session token; kept current by the API client from response headers. */
  token: string | null;
  /** The company offers only digital menus (spec 000 §4). */
  isOnlyDigitalMenu: boolean;
  /**
   * Records the order type and venue chosen on the home page (spec 000 §2). Throws when the
   * venue is fixed and another is given, or when a digital-menu-only company gets another
   * order type (spec 000 §8 thrown errors).
   */
  selectOrderType(orderType: OrderType, seatWeb: SeatWeb): void;
  /** Forgets the chosen venue (logo click, spec 001 §2). Throws when canChangeSeatWeb is false. */
  resetSeatWeb(): void;
  setCustomer(customer: Customer | null): void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = use(AppContext);
  if (!value) throw new Error('useAppContext must be used inside AppContextProvider');
  return value;
}
