// Calls of the staff screens. Same origin as the app (the API serves it): the
// staff session is an HttpOnly cookie on /api/staff, which the browser sends by itself.
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
import {
  staffInvitationSchema,
  staffMemberSchema,
  type StaffAcceptInvite,
  type StaffInvitationQuery,
  type StaffSignIn,
} from '@tavola/domain/staff';
import { setupChecklistSchema } from '@tavola/domain/venue-admin';
import { z } from 'zod';
import { staffCall } from '../../lib/staff-api-call';

export const STAFF_API = '/api/staff';

// The shared staff call (lib/staff-api-call.ts): cookie, JSON, schema, ApiError.
const call = staffCall;

export const staffApi = {
  me: () => call('me', staffMemberSchema),
  /** The owner's setup checklist: sends a new restaurant's owner to /staff/setup. */
  setup: () => call('setup', setupChecklistSchema),
  signIn: (body: StaffSignIn) => call('signIn', staffMemberSchema, { method: 'POST', body }),
  signOut: () => call('signOut', z.boolean(), { method: 'POST', body: {} }),
  /** Whom an invitation link is for (restaurant, e-mail), without using it. */
  invitation: (body: StaffInvitationQuery) => call('invitation', staffInvitationSchema, { method: 'POST', body }),
  acceptInvite: (body: StaffAcceptInvite) => call('acceptInvite', staffMemberSchema, { method: 'POST', body }),
  /** day null: the venue's service day under way (the server knows the venue's clock). */
  board: (seatWebId: number, query: { day: string | null; orderType?: number }) =>
    call(
      `venues/${seatWebId}/orders?${new URLSearchParams({ ...(query.day ? { day: query.day } : {}), ...(query.orderType === undefined ? {} : { orderType: String(query.orderType) }) })}`,
      orderBoardSchema,
    ),
  act: (seatWebId: number, orderId: number, body: OrderActionRequest) =>
    call(`venues/${seatWebId}/orders/${orderId}/actions`, boardOrderSchema, { method: 'POST', body }),
  pause: (seatWebId: number, body: OrderingPauseRequest) =>
    call(`venues/${seatWebId}/ordering-pause`, boardVenueSchema, { method: 'PUT', body }),
  resume: (seatWebId: number) => call(`venues/${seatWebId}/ordering-pause`, boardVenueSchema, { method: 'DELETE' }),
  /** day null: the venue's today, on the venue's clock. */
  bookings: (seatWebId: number, day: string | null) =>
    call(`venues/${seatWebId}/bookings${day ? `?day=${day}` : ''}`, bookingBoardSchema),
  addBooking: (seatWebId: number, body: StaffReservationRequest) =>
    call(`venues/${seatWebId}/bookings`, bookingBoardSchema, { method: 'POST', body }),
  bookingAction: (seatWebId: number, reservationId: string, action: 'cancel' | 'arrived' | 'no-show') =>
    call(`venues/${seatWebId}/bookings/${encodeURIComponent(reservationId)}/${action}`, bookingBoardSchema, {
      method: 'POST',
      body: {},
    }),
  /** The dishes of the venue with their sold-out flag (the board's "Esauriti" panel). */
  soldOutBoard: (seatWebId: number) => call(`menu/venues/${seatWebId}/soldOut`, adminSoldOutBoardSchema),
  setSoldOut: (productWebId: number, soldOut: boolean) =>
    call(`menu/products/${productWebId}/soldOut`, adminProductSchema, { method: 'PUT', body: { soldOut } }),
  /** The company's options and ingredients (variation options), for sold out from the board. */
  options: () => call('menu/ingredients', z.array(adminIngredientSchema)),
  setOptionSoldOut: (ingredientId: number, soldOut: boolean) =>
    call(`menu/ingredients/${ingredientId}/soldOut`, adminIngredientSchema, { method: 'PUT', body: { soldOut } }),
  bookingEventsUrl: (seatWebId: number) => `${STAFF_API}/venues/${seatWebId}/bookings/events`,
  eventsUrl: (seatWebId: number, lastEventId: number) =>
    `${STAFF_API}/venues/${seatWebId}/orders/events?lastEventId=${lastEventId}`,
};
