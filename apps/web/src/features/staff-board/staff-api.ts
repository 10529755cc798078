// Calls of the staff screens (issue #11). Same origin as the app (the API serves it): the
// staff session is an HttpOnly cookie on /api/staff, which the browser sends by itself.
import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';
import {
  bookingBoardSchema,
  type StaffReservationRequest,
  boardOrderSchema,
  boardVenueSchema,
  orderBoardSchema,
  type OrderActionRequest,
  type OrderingPauseRequest,
} from '@tavola/domain/order-board';
import { adminIngredientSchema, adminProductSchema, adminSoldOutBoardSchema } from '@tavola/domain/menu-admin';
import { staffMemberSchema, type StaffAcceptInvite, type StaffSignIn } from '@tavola/domain/staff';
import { setupChecklistSchema } from '@tavola/domain/venue-admin';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';

export const STAFF_API = '/api/staff';

async function call<T>(path: string, schema: z.ZodType<T>, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${STAFF_API}/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE);
  }
  const text = await res.text();
  const json = text ? (JSON.parse(text) as unknown) : null;
  if (!res.ok) {
    const body = (json ?? {}) as { message?: string; code?: string; fields?: { path: string; message: string }[] };
    throw new ApiError(res.status, body.message ?? DEFAULT_ERROR_MESSAGE, body.code, body.fields);
  }
  return schema.parse(json);
}

export const staffApi = {
  me: () => call('me', staffMemberSchema),
  /** The owner's setup checklist (issue #13): sends a new restaurant's owner to /staff/setup. */
  setup: () => call('setup', setupChecklistSchema),
  signIn: (body: StaffSignIn) => call('signIn', staffMemberSchema, { method: 'POST', body }),
  signOut: () => call('signOut', z.boolean(), { method: 'POST', body: {} }),
  acceptInvite: (body: StaffAcceptInvite) => call('acceptInvite', staffMemberSchema, { method: 'POST', body }),
  board: (seatWebId: number, query: { day: string; orderType?: number }) =>
    call(
      `venues/${seatWebId}/orders?day=${query.day}${query.orderType === undefined ? '' : `&orderType=${query.orderType}`}`,
      orderBoardSchema,
    ),
  act: (seatWebId: number, orderId: number, body: OrderActionRequest) =>
    call(`venues/${seatWebId}/orders/${orderId}/actions`, boardOrderSchema, { method: 'POST', body }),
  pause: (seatWebId: number, body: OrderingPauseRequest) => call(`venues/${seatWebId}/ordering-pause`, boardVenueSchema, { method: 'PUT', body }),
  resume: (seatWebId: number) => call(`venues/${seatWebId}/ordering-pause`, boardVenueSchema, { method: 'DELETE' }),
  bookings: (seatWebId: number, day: string) => call(`venues/${seatWebId}/bookings?day=${day}`, bookingBoardSchema),
  addBooking: (seatWebId: number, body: StaffReservationRequest) => call(`venues/${seatWebId}/bookings`, bookingBoardSchema, { method: 'POST', body }),
  bookingAction: (seatWebId: number, reservationId: string, action: 'cancel' | 'arrived' | 'no-show') =>
    call(`venues/${seatWebId}/bookings/${encodeURIComponent(reservationId)}/${action}`, bookingBoardSchema, { method: 'POST', body: {} }),
  /** The dishes of the venue with their sold-out flag (the board's "Esauriti" panel). */
  soldOutBoard: (seatWebId: number) => call(`menu/venues/${seatWebId}/soldOut`, adminSoldOutBoardSchema),
  setSoldOut: (productWebId: number, soldOut: boolean) => call(`menu/products/${productWebId}/soldOut`, adminProductSchema, { method: 'PUT', body: { soldOut } }),
  /** The company's options and ingredients (variation options), for sold out from the board. */
  options: () => call('menu/ingredients', z.array(adminIngredientSchema)),
  setOptionSoldOut: (ingredientId: number, soldOut: boolean) => call(`menu/ingredients/${ingredientId}/soldOut`, adminIngredientSchema, { method: 'PUT', body: { soldOut } }),
  bookingEventsUrl: (seatWebId: number) => `${STAFF_API}/venues/${seatWebId}/bookings/events`,
  eventsUrl: (seatWebId: number, lastEventId: number) => `${STAFF_API}/venues/${seatWebId}/orders/events?lastEventId=${lastEventId}`,
};
