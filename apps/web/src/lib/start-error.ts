import { StartErrorType } from '@tavola/domain/enums';
import type { AppState } from './app-context';

/**
 * The start-error page the state calls for, if any (spec 001 §4): end of service first,
 * then a chosen venue that is not enabled. Spec 001 §4 sends a company more than 60 days
 * past its end of service to the product's marketing site when the settings name one
 * (marketingSiteUrl, see startApp); otherwise those companies get start-error 1 as well.
 */
export function startErrorFor(state: Pick<AppState, 'company' | 'seatWeb'>): StartErrorType | null {
  if (state.company.isCompanyEndOfService) return StartErrorType.CompanyEndOfService;
  if (state.seatWeb && !state.seatWeb.enabled) return StartErrorType.SeatWebNotEnabled;
  return null;
}
