// order/saveCustomerOrder (spec 000 §4 payment flow, §5 rules, §7): the
// server rebuilds the order from its own data. Company, venue and customer come from the
// session; prices, descriptions and amounts from the menu; the time is checked against the
// slots offered now; statuses follow §4. Any failure is a 4xx with an Italian message and
// nothing is stored (one transaction).
//
// Idempotency (a retry or a double click creates one order):
// - orderId > 0 in the body: this customer's order saved earlier in the visit is saved again
//   (updated in place: same orderId and orderNumber), e.g. PayNow then cash on the payments screen.
// - An idempotency key (header Idempotency-Key or body idempotencyKey): the first save stores
//   it; a later save with it updates that order while it is unpaid, or returns it as stored
//   once paid.
// - Neither (a client written to the documents): an identical unpaid order of the same
//   customer saved in the last DUPLICATE_WINDOW_MS is returned instead of a second one.
// Concurrency: saves of one customer run one at a time (a double click sees its
// first copy), a slot's capacity is counted under that slot's lock, and order numbers come
// from the company's counter row, touched by the insert: sequential per company without
// making the company's saves wait on each other.
import { cartLineTotal, isValidQuantity } from '@tavola/domain/cart-rules';
import { endOfServiceStatus, seatWebOffers } from '@tavola/domain/company-rules';
import type { CustomerAddress, SeatWeb } from '@tavola/domain/entities';
import { badRequest, notFound, unauthorized } from '@tavola/domain/error-codes';
import {
  menuPublicationStatusFor,
  OrderStatus,
  OrderType,
  PaymentMethod,
  PaymentMoment,
  PaymentStatus,
} from '@tavola/domain/enums';
import { validateExtraField } from '@tavola/domain/extra-field-rules';
import { fromCents, toCents } from '@tavola/domain/money';
import type { CartLine, Order } from '@tavola/domain/order';
import {
  BUSINESS_NAME_FROM_ADDRESS_LENGTH,
  DELIVERY_ADDRESS_MAX_LENGTH,
  DELIVERY_CITY_MAX_LENGTH,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@tavola/domain/order';
import { INGREDIENT_DISABLED } from '@tavola/domain/menu';
import { isBelowMinimumOrder, minimumOrderFor, orderTotals } from '@tavola/domain/order-amount-rules';
import type { SaveCustomerOrderRequest } from '@tavola/domain/order-requests';
import { verifiedOrderStatus } from '@tavola/domain/order-status-rules';
import {
  confirmedByStaff,
  customerNameAsked,
  customerNameRequired,
  profileName,
  staffConfirmsTableOrders,
  tableRequired,
} from '@tavola/domain/table-order-rules';
import { availablePaymentMethods, isCashAllowed, isTestCardEnabled } from '@tavola/domain/payment-rules';
import { formatValidationMessage, italianMessages } from '@tavola/domain/validation-messages';
import type { Config } from '../../config';
import { isDemoOrder, type DemoConfig } from './demo-order';
import type { MapsProvider } from '../maps/maps-types';
import { assertDeliversTo } from '../maps/maps-service';
import type { Db, DbOrTx, Tx } from '../../db/database';
import type { OrderDetailVariation } from './order-repository';
import type { ClientSession } from '../../plugins/session';
import { venueFromRow, type SeatWebRow } from '../company';
import { assertNotPaused, assertOrderingOpen } from '../order-board/ordering-pause';
import { findCustomerAddress } from '../customer-address';
import type { PaymentProviders } from '../payment/payment-provider';
import type { OnlinePayments } from '../payment/online/online-payments';
import type { MenuCache } from '../menu-web/menu-cache';
import type { CompanyVenueCache } from '../company/company-venue-cache';
import type { CustomerRow } from '../customer';
import { notLoggedIn } from '../customer/customer-service';
import { invalidateSlotLists } from '../time-frame/slot-list-cache';
import { assertRequestedTimeAvailable, slotNotAvailable } from '../time-frame/time-frame-service';
import { hasEnabledVenueTables, isEnabledVenueTable } from '../seat-web';
import { assertNotSoldOut } from './sold-out-check';
import {
  findCustomerOrderRow,
  findDinerState,
  findMenuRow,
  findOrderByIdempotencyKey,
  insertNumberedOrder,
  listDetailRows,
  listMenuExtraFields,
  listRecentUnpaidOrders,
  loadMenuProducts,
  loadOrder,
  toOrder,
  lockAndCountSlot,
  lockCustomerSaves,
  toLocalIso,
  updateOrder,
  type MenuOption,
  type OrderDetailValues,
  type OrderRow,
  type OrderValues,
} from './order-repository';

/** A save without a key that repeats an unpaid order of the last two minutes is the same order. */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

export const ORDER_TYPE_NOT_ORDERABLE_MESSAGE = 'Il tipo di ordine scelto non permette di ordinare.';
export const ORDER_TYPE_NOT_OFFERED_MESSAGE = 'La sede scelta non offre questo tipo di ordine.';
export const MENU_NOT_AVAILABLE_MESSAGE = 'Il menù scelto non è disponibile per questo ordine.';
export const MENU_NOT_IN_TIME_FRAME_MESSAGE = 'Il menù scelto non è disponibile nella fascia oraria scelta.';
export const EMPTY_CART_MESSAGE = 'Il carrello è vuoto: aggiungi almeno un prodotto.';
export const INVALID_QUANTITY_MESSAGE = `La quantità di ogni prodotto deve essere compresa tra ${QUANTITY_MIN} e ${QUANTITY_MAX}.`;
export const PRODUCT_NOT_ON_MENU_MESSAGE = 'Uno dei prodotti scelti non è disponibile nel menù scelto.';
export const PAYMENT_METHOD_NOT_AVAILABLE_MESSAGE =
  'Il metodo di pagamento scelto non è disponibile per questo ordine.';
export const CUSTOMER_NOT_CONFIRMED_MESSAGE =
  'Utente non confermato. Controlla la tua casella di posta (anche la cartella spam) e conferma la registrazione.';

export const orderNotFound = () => notFound('ORDER_NOT_FOUND', "L'ordine richiesto non esiste.");
const seatWebRequired = () => badRequest('SEAT_WEB_REQUIRED', italianMessages.seatWebRequired);

/** The tab and participant a round is sent from. */
export interface RoundOfTab {
  tableTabId: number;
  participantId: number;
}

/** The session's venue as the save reads it: its row's settings, without opening days (times are checked by the slot rules). */
type Venue = Omit<SeatWeb, 'openingDays'>;

export interface SaveContext {
  db: Db;
  config: Pick<Config, 'APP_ENV'> & Partial<DemoConfig>;
  providers: PaymentProviders;
  /** The company's online providers; absent: only `providers` (the test card). */
  onlinePayments?: Pick<OnlinePayments, 'isAvailable'>;
  maps: MapsProvider;
  now: Date;
  /** Keeps what a save reads of a menu between saves; absent: read every time. */
  menuCache?: Pick<MenuCache, 'derived'>;
  /** Keeps the company and venue rows and the venue's frames between saves. */
  companyVenueCache: Pick<CompanyVenueCache, 'company' | 'venue' | 'timeFramesOfVenue'>;
}

/** The company and, when it is the company's, the venue (from the company-venue cache). */
async function readCompanyAndVenue(ctx: SaveContext, companyId: number, seatWebId: number) {
  const [company, venue] = await Promise.all([
    ctx.companyVenueCache.company(companyId),
    ctx.companyVenueCache.venue(seatWebId),
  ]);
  return company ? { company, venue: venue?.companyId === companyId ? venue : null } : null;
}

/**
 * The Order a save answers with (000 §7: orderId, orderNumber, ckError false, ...), once it is
 * committed (acknowledged = stored).
 *
 * Everything that only reads (company, customer, venue, menu, prices, slot offered, extra
 * questions) runs before the transaction, which then holds, in this order: the customer's
 * lock (idempotency and duplicates are per customer), the slot's lock while its capacity is
 * counted again, and the company's order counter, touched by the insert itself. Saves of
 * different customers and slots of one company no longer wait on each other.
 */
export async function saveCustomerOrder(
  ctx: SaveContext,
  session: ClientSession,
  request: SaveCustomerOrderRequest,
  idempotencyKey: string | null,
  /** A round of a table's shared tab (modules/table-tab): the order is linked to it and needs no e-mail link. */
  tableTab?: RoundOfTab,
): Promise<Order> {
  if (session.customerId === null) {
    // The venue's pause is told first, also to a diner not signed in yet.
    await assertOrderingOpen(ctx.db, session.seatWebId, ctx.now, request);
    throw notLoggedIn();
  }
  if (session.seatWebId === null) throw seatWebRequired();
  const customerId = session.customerId;
  const seatWebId = session.seatWebId;
  const key = idempotencyKey ? `c${customerId}:${idempotencyKey}` : null;

  // One statement (and the company-venue cache) reads all a save needs before its
  // transaction, besides the slot and the menu (statements, not rows, are what a
  // save costs, on PGlite above all).
  const [base, diner] = await Promise.all([
    readCompanyAndVenue(ctx, session.companyId, seatWebId),
    findDinerState(ctx.db, {
      companyId: session.companyId,
      customerId,
      seatWebId,
      orderId: request.orderId || null,
      idempotencyKey: key,
    }),
  ]);
  // The restaurant paused online orders: an order for a time the pause covers is told why and
  // until when; one for a later slot goes on.
  assertNotPaused(diner.pause, base?.venue?.timeZone ?? null, ctx.now, request);
  const company = base?.company;
  if (!company) throw notLoggedIn();
  if (endOfServiceStatus(company.endOfService, ctx.now).isCompanyEndOfService) {
    throw badRequest('COMPANY_END_OF_SERVICE', 'Il servizio al momento non è disponibile');
  }
  const customer = diner.customer;
  if (!customer) throw notLoggedIn();
  if (!customer.isAnonymous && !customer.confirmed)
    throw unauthorized('CUSTOMER_NOT_CONFIRMED', CUSTOMER_NOT_CONFIRMED_MESSAGE);
  const venueRow = base.venue;
  if (venueRow) await checkDeliveryArea(ctx, venueFromRow(venueRow), request);

  const findRepeated = async (db: DbOrTx): Promise<OrderRow | null> => {
    if (request.orderId) {
      const row = await findCustomerOrderRow(db, session.companyId, customerId, request.orderId);
      if (!row) throw orderNotFound();
      return row;
    }
    return key ? findOrderByIdempotencyKey(db, key) : null;
  };
  // A first look, to build the draft; looked at again under the customer's lock.
  if (request.orderId && !diner.repeated) throw orderNotFound();
  const seen = diner.repeated;
  // A paid (or provider-referenced) order is settled: a late retry gets it back unchanged,
  // a save with other lines is refused (what was paid is what is kept).
  if (seen && isSettled(seen)) {
    if (!(await sameLines(ctx.db, seen.orderId, request.details))) throw orderAlreadyPaid();
    return loadOrder(ctx.db, seen);
  }
  // An online order cancelled for want of payment stays cancelled.
  if (seen?.cancelledAt) throw orderCancelled();

  const draft = await buildOrder(ctx, ctx.db, {
    companyId: session.companyId,
    seatWebId,
    venueRow,
    customer,
    request,
    existing: seen,
    tableTab,
  });
  const values = { ...draft.values, companyId: session.companyId, idempotencyKey: key, createdAt: ctx.now };

  // A new key with no slot to count (dine-in, the lunch rush): the insert alone, one statement
  // and no transaction (on PGlite BEGIN, the key's second look and COMMIT were three
  // of a save's seven statements). The key's unique index stands in for the customer's lock: a
  // save of the same key that got in first makes this insert fail whole, counter included, and
  // the transaction below then finds that order and updates it, as it would under the lock.
  const inserted =
    key && !seen && !draft.slot
      ? await insertNumberedOrder(ctx.db, values, draft.details).catch(async (error: unknown) => {
          if (await findOrderByIdempotencyKey(ctx.db, key)) return null;
          throw error;
        })
      : null;

  const saved =
    inserted ??
    (await ctx.db.transaction(async (tx) => {
      await lockCustomerSaves(tx, customerId);
      const current = await findRepeated(tx);
      if (current && isSettled(current)) return { row: current, details: null };
      // A save of the same key that raced ahead of this one is `current` now: it is updated.
      let existing = current;
      if (!existing && !key) existing = await findDuplicate(tx, customerId, draft, ctx.now);
      if (draft.slot && !(existing && holdsSlot(existing, draft.values))) {
        const { taken, capacity } = await lockAndCountSlot(tx, draft.slot);
        if (taken >= capacity) throw slotNotAvailable();
      }
      if (existing) {
        return updateOrder(
          tx,
          existing.orderId,
          { ...draft.values, idempotencyKey: existing.idempotencyKey ?? key },
          draft.details,
        );
      }
      // createdAt from the app clock: the duplicate window and the history order read it.
      return insertNumberedOrder(tx, values, draft.details);
    }));

  // The venue's slot lists kept by the slots call count this order from now on.
  if (saved.details) invalidateSlotLists(ctx.db, seatWebId);
  return saved.details ? toOrder(saved.row, saved.details) : loadOrder(ctx.db, saved.row);
}

/** The stored order already holds the draft's slot: its own copy counts against the capacity. */
function holdsSlot(order: OrderRow, values: OrderValues): boolean {
  return (
    order.orderType === values.orderType &&
    order.seatWebId === values.seatWebId &&
    order.timeFrameWebId === values.timeFrameWebId &&
    values.requestedDateTime != null &&
    sameLocalTime(order.requestedDateTime, values.requestedDateTime)
  );
}

/**
 * A delivery goes only where the venue delivers (spec 001 §4 nearest-seat rule). Checked
 * before the transaction because a real maps provider answers over the network; a missing
 * address or a venue that does not deliver is refused later by the draft, with its own message.
 */
async function checkDeliveryArea(ctx: SaveContext, venue: Venue, request: SaveCustomerOrderRequest) {
  const address = blank(request.customerDeliveryAddress?.address);
  const city = blank(request.customerDeliveryAddress?.city);
  if (request.orderType !== OrderType.Consegna || !address || !city) return;
  if (venue.enabled && venue.deliveryEnabled) await assertDeliversTo(ctx.maps, venue, { address, city });
}

export const orderAlreadyPaid = () =>
  badRequest('ORDER_ALREADY_PAID', "L'ordine è già stato pagato e non può essere modificato.");
export const orderCancelled = () =>
  badRequest('ORDER_CANCELLED', "L'ordine è stato annullato perché non è stato pagato in tempo. Ripeti l'ordine.");

/** The request's lines are the stored ones: same products, quantities and variations. */
async function sameLines(tx: DbOrTx, orderId: number, lines: SaveCustomerOrderRequest['details']): Promise<boolean> {
  const ids = (vs: Array<{ ingredientId: number }> | null | undefined) =>
    (vs ?? []).map((v) => v.ingredientId).sort((a, b) => a - b);
  const key = (l: {
    productWebId: number | null;
    quantity: number;
    additiveVariations?: Array<{ ingredientId: number }> | null;
    subtractiveVariations?: Array<{ ingredientId: number }> | null;
  }) => JSON.stringify([l.productWebId, l.quantity, ids(l.additiveVariations), ids(l.subtractiveVariations)]);
  const stored = (await listDetailRows(tx, [orderId])).map(key).sort();
  const requested = lines.map(key).sort();
  return JSON.stringify(stored) === JSON.stringify(requested);
}

function isSettled(order: OrderRow): boolean {
  return order.paymentStatus === PaymentStatus.Paid || order.paymentReference !== null;
}

interface Draft {
  values: OrderValues;
  details: OrderDetailValues[];
  /** A takeaway or delivery slot, counted again under its lock before the order is stored. */
  slot: { seatWebId: number; timeFrameWebId: number; requestedDateTime: string } | null;
}

/**
 * What a save reads of a menu: its row, its enabled products with their options and prices,
 * its extra questions. Kept in the menu cache between saves (the six reads were a third of a
 * save's work on PGlite) and dropped with it by invalidateMenuCache on any change.
 */
async function orderMenu(ctx: SaveContext, db: DbOrTx, menuWebId: number) {
  const load = async () => {
    const row = await findMenuRow(db, menuWebId);
    if (!row) return null;
    const productsById = await loadMenuProducts(db, menuWebId, null);
    const extraFields = await listMenuExtraFields(db, menuWebId);
    return { companyId: row.companyId, value: { row, productsById, extraFields } };
  };
  if (ctx.menuCache) return ctx.menuCache.derived(`order-menu:${menuWebId}`, load);
  return (await load())?.value ?? null;
}

async function buildOrder(
  ctx: SaveContext,
  db: DbOrTx,
  args: {
    companyId: number;
    seatWebId: number;
    venueRow: SeatWebRow | null;
    customer: CustomerRow;
    request: SaveCustomerOrderRequest;
    existing: OrderRow | null;
    tableTab?: RoundOfTab;
  },
): Promise<Draft> {
  const { request, customer, existing } = args;
  const orderType = request.orderType;
  if (orderType !== OrderType.AlTavolo && orderType !== OrderType.Asporto && orderType !== OrderType.Consegna) {
    throw badRequest('ORDER_TYPE_NOT_ORDERABLE', ORDER_TYPE_NOT_ORDERABLE_MESSAGE);
  }

  // Venue: the session's, enabled, offering the order type.
  if (!args.venueRow) throw seatWebRequired();
  const venue = venueFromRow(args.venueRow);
  if (!venue.enabled) throw badRequest('SEAT_WEB_NOT_ENABLED', 'La sede non è abilitata');
  if (!seatWebOffers(venue, orderType)) throw badRequest('ORDER_TYPE_NOT_OFFERED', ORDER_TYPE_NOT_OFFERED_MESSAGE);

  // Delivery address (000 §3, §5): address and city, kept as a copy on the order.
  let deliveryAddress: CustomerAddress | null = null;
  if (orderType === OrderType.Consegna) {
    deliveryAddress = deliveryAddressOf(request.customerDeliveryAddress ?? null, customer.customerId);
  }

  // Table and name (table-order-rules.ts): a dine-in order's table is one of the venue's tables
  // in use; the name is the diner's, else (signed in) the profile's where the order asks one.
  const { tableNumber, customerName } = await tableAndName(db, venue, args.seatWebId, orderType, customer, request);

  // Time: a slot offered right now (takeaway, delivery). Re-saving the same order with the
  // same slot keeps it: its own first copy already counts against the slot's capacity.
  const requestedDateTime = orderType === OrderType.AlTavolo ? null : (request.requestedDateTime?.trim() ?? null);
  const requestedTimeFrame = orderType === OrderType.AlTavolo ? null : (request.timeFrameWebId ?? null);
  const sameSlot =
    existing !== null &&
    existing.orderType === orderType &&
    existing.timeFrameWebId === requestedTimeFrame &&
    requestedDateTime !== null &&
    sameLocalTime(existing.requestedDateTime, requestedDateTime);
  const slot = sameSlot
    ? { timeFrameWebId: existing!.timeFrameWebId, menuWebId: null }
    : await assertRequestedTimeAvailable(
        db,
        {
          seatWebId: args.seatWebId,
          orderType,
          timeFrameWebId: requestedTimeFrame,
          requestedDateTime,
          now: ctx.now,
        },
        args.venueRow,
        ctx.companyVenueCache,
      );

  // Menu: the company's, serving the order type and the venue, and the frame's menu if it has one.
  const menuWebId = request.menuWebId ?? slot.menuWebId;
  if (!menuWebId) throw badRequest('MENU_NOT_AVAILABLE', MENU_NOT_AVAILABLE_MESSAGE);
  if (slot.menuWebId && slot.menuWebId !== menuWebId)
    throw badRequest('MENU_NOT_IN_TIME_FRAME', MENU_NOT_IN_TIME_FRAME_MESSAGE);
  const menuData = await orderMenu(ctx, db, menuWebId);
  const menu = menuData?.row;
  if (
    !menuData ||
    !menu ||
    menu.companyId !== args.companyId ||
    !menu.enabled ||
    (menu.publicationStatus & menuPublicationStatusFor(orderType)) === 0 ||
    (menu.seatWebId !== null && menu.seatWebId !== args.seatWebId)
  ) {
    throw badRequest('MENU_NOT_AVAILABLE', MENU_NOT_AVAILABLE_MESSAGE);
  }

  // Lines: products of that menu, real variations, quantities 1..99; prices are the menu's.
  if (request.details.length === 0) throw badRequest('EMPTY_CART', EMPTY_CART_MESSAGE);
  const { productsById } = menuData;
  const details: OrderDetailValues[] = [];
  const cartLines: CartLine[] = [];
  request.details.forEach((line, index) => {
    const path = `details.${index}`;
    if (!isValidQuantity(line.quantity)) {
      throw badRequest('INVALID_QUANTITY', INVALID_QUANTITY_MESSAGE, [
        { path: `${path}.quantity`, message: INVALID_QUANTITY_MESSAGE },
      ]);
    }
    const product = productsById.get(line.productWebId);
    if (!product) {
      throw badRequest('PRODUCT_NOT_ON_MENU', PRODUCT_NOT_ON_MENU_MESSAGE, [
        { path: `${path}.productWebId`, message: PRODUCT_NOT_ON_MENU_MESSAGE },
      ]);
    }
    assertNotSoldOut(product, line, path);
    const { added, removed } = checkVariations(product, line, path);
    const amount = cartLineTotal(
      fromCents(product.unitPriceCents),
      added.map((v) => fromCents(v.unitPriceCents)),
      line.quantity,
    );
    details.push({
      productWebId: product.productWebId,
      quantity: line.quantity,
      amountCents: toCents(amount),
      description: product.description,
      extendedDescription: product.extendedDescription,
      additiveVariations: added,
      subtractiveVariations: removed,
    });
    cartLines.push({
      product: {
        productWebId: product.productWebId,
        description: product.description,
        unitPrice: fromCents(product.unitPriceCents),
      },
      quantity: line.quantity,
      additiveVariations: added.map((v) => ({
        ingredientId: v.ingredientId,
        description: v.description,
        unitPrice: fromCents(v.unitPriceCents),
      })),
      subtractiveVariations: removed.map((v) => ({
        ingredientId: v.ingredientId,
        description: v.description,
        unitPrice: fromCents(v.unitPriceCents),
      })),
      totalPrice: amount,
    });
  });

  // Amounts (000 §5): recomputed; the minimum order applies to the products amount.
  const totals = orderTotals(cartLines, orderType, venue);
  if (isBelowMinimumOrder(totals.productAmount, minimumOrderFor(orderType, venue))) {
    throw badRequest('BELOW_MINIMUM_ORDER', italianMessages.belowMinimumOrder);
  }

  // Extra questions of the menu (000 §5), answers stored in extraField{position}.
  const { extraFields } = menuData;
  const answers: Record<1 | 2 | 3 | 4 | 5, string | null> = { 1: null, 2: null, 3: null, 4: null, 5: null };
  const extraErrors: { path: string; message: string; caption: string }[] = [];
  for (const field of extraFields) {
    const position = field.position as 1 | 2 | 3 | 4 | 5;
    const value = request[`extraField${position}`] ?? null;
    const error = validateExtraField(field as Parameters<typeof validateExtraField>[0], value);
    if (error)
      extraErrors.push({
        path: `extraField${position}`,
        message: formatValidationMessage(error),
        caption: field.caption,
      });
    else answers[position] = value === null || value.trim() === '' ? null : value.trim();
  }
  if (extraErrors.length > 0) {
    throw badRequest(
      'EXTRA_FIELD_INVALID',
      `${extraErrors[0].caption}: ${extraErrors[0].message}`,
      extraErrors.map(({ path, message }) => ({ path, message })),
    );
  }

  // Invoice: one of the customer's billing addresses.
  let invoiceAddressId: number | null = null;
  if (request.customerAddressIdInvoice) {
    const address = await findCustomerAddress(db, customer.customerId, request.customerAddressIdInvoice);
    if (!address || address.addressType !== 'F') {
      throw notFound('INVOICE_ADDRESS_NOT_FOUND', "L'indirizzo di fatturazione scelto non esiste.");
    }
    invoiceAddressId = address.customerAddressId;
  }

  // Payment (000 §4): PayAfter forces cash; cash as an anonymous customer leaves the order
  // Open until the e-mail link confirms it; otherwise Confirmed. Payment Open until completed.
  let paymentType: number | null =
    request.moment === PaymentMoment.PayAfter ? PaymentMethod.Cash : (request.paymentType ?? null);
  if (paymentType === PaymentMethod.Cash) {
    if (!isCashAllowed(venue, orderType))
      throw badRequest('PAYMENT_METHOD_NOT_AVAILABLE', PAYMENT_METHOD_NOT_AVAILABLE_MESSAGE);
  } else if (paymentType !== null) {
    const offered = availablePaymentMethods(venue, orderType, { testCard: isTestCardEnabled(ctx.config.APP_ENV) });
    // Asked only for a method that needs it: a cash save reads no payment credentials.
    const verifiable =
      offered.includes(paymentType as PaymentMethod) &&
      (ctx.providers.has(paymentType) ||
        (ctx.onlinePayments ? await ctx.onlinePayments.isAvailable(args.companyId, paymentType) : false));
    if (!verifiable) {
      throw badRequest('PAYMENT_METHOD_NOT_AVAILABLE', PAYMENT_METHOD_NOT_AVAILABLE_MESSAGE);
    }
  }
  paymentType = paymentType ?? null;
  // From verified facts only. An online order is Open until its payment
  // is verified (order-complete-service, payment notifications); cash per spec 000 §4.
  // Demo mode (spec 000 §1) completes an order without the e-mail link.
  const demoOrder = isDemoOrder(
    { DEMO_SEAT_WEB_ID: undefined, DEMO_MENU_WEB_ID: undefined, ...ctx.config },
    { seatWebId: args.seatWebId, menuWebId },
  );
  const orderStatus = verifiedOrderStatus({
    paymentType,
    paid: false,
    anonymous: customer.isAnonymous,
    // A tab's round comes from a phone that joined at the table: no e-mail link to wait for.
    emailConfirmed: existing?.emailConfirmedAt != null || demoOrder || args.tableTab !== undefined,
  });

  const notes = request.notes?.trim() || null;
  // The venue's staff confirm this open cash table order at the table: no e-mail link.
  const confirmationByStaff =
    orderStatus === OrderStatus.Open &&
    confirmedByStaff(venue, { orderType, paymentType, anonymous: customer.isAnonymous });
  return {
    slot:
      slot.timeFrameWebId !== null && requestedDateTime
        ? {
            seatWebId: args.seatWebId,
            timeFrameWebId: slot.timeFrameWebId,
            requestedDateTime: storedLocalTime(requestedDateTime),
          }
        : null,
    values: {
      orderType,
      menuWebId,
      seatWebId: args.seatWebId,
      customerId: customer.customerId,
      customerAddressIdInvoice: invoiceAddressId,
      customerDeliveryAddress: deliveryAddress,
      requestedDateTime: requestedDateTime ? storedLocalTime(requestedDateTime) : null,
      productAmountCents: toCents(totals.productAmount),
      deliveryAmountCents: toCents(totals.deliveryAmount),
      totalAmountCents: toCents(totals.totalAmount),
      orderStatus,
      paymentStatus: PaymentStatus.Open,
      paymentType,
      paymentReference: null,
      notes,
      extraField1: answers[1],
      extraField2: answers[2],
      extraField3: answers[3],
      extraField4: answers[4],
      extraField5: answers[5],
      timeFrameWebId: slot.timeFrameWebId,
      seatAddress: seatAddressOf(venue),
      userAddress: deliveryAddress ? userAddressOf(deliveryAddress) : null,
      tableNumber,
      customerName,
      confirmationByStaff,
      tableTabId: args.tableTab?.tableTabId ?? null,
      tableTabParticipantId: args.tableTab?.participantId ?? null,
    },
    details,
  };
}

const tableRequiredError = () =>
  badRequest('TABLE_REQUIRED', italianMessages.tableRequired, [
    { path: 'tableNumber', message: italianMessages.tableRequired },
  ]);
const tableNotAvailable = () =>
  badRequest('TABLE_NOT_AVAILABLE', italianMessages.tableNotAvailable, [
    { path: 'tableNumber', message: italianMessages.tableNotAvailable },
  ]);
const customerNameRequiredError = () =>
  badRequest('CUSTOMER_NAME_REQUIRED', italianMessages.nameRequired, [
    { path: 'customerName', message: italianMessages.nameRequired },
  ]);

/** The table (dine-in only) and the name an order is saved with, checked (table-order-rules.ts). */
async function tableAndName(
  db: DbOrTx,
  venue: Venue,
  seatWebId: number,
  orderType: number,
  customer: CustomerRow,
  request: SaveCustomerOrderRequest,
): Promise<{ tableNumber: number | null; customerName: string | null }> {
  const tableNumber = orderType === OrderType.AlTavolo ? (request.tableNumber ?? null) : null;
  if (tableNumber === null && staffConfirmsTableOrders(venue, orderType)) {
    if (tableRequired(venue, orderType, await hasEnabledVenueTables(db, seatWebId))) throw tableRequiredError();
  }
  if (tableNumber !== null && !(await isEnabledVenueTable(db, seatWebId, tableNumber))) throw tableNotAvailable();
  const given = request.customerName?.trim() || null;
  const fromProfile =
    !customer.isAnonymous && customerNameAsked(venue, orderType) ? profileName(customer) || null : null;
  const customerName = given ?? fromProfile;
  // A client written to spec 000 knows no name field: its anonymous diner gave an e-mail and a
  // phone, which the staff see instead. A name sent blank, or a diner without contact data, is refused.
  const spec000Client = request.customerName === undefined && Boolean(customer.email);
  if (customerName === null && customerNameRequired(venue, orderType, customer.isAnonymous) && !spec000Client)
    throw customerNameRequiredError();
  return { tableNumber, customerName };
}

const invalidVariation = (path: string, product: string) => {
  const message = `Le varianti scelte per «${product}» non sono valide.`;
  return badRequest('INVALID_VARIATION', message, [{ path, message }]);
};

/**
 * Spec 000 §4 product detail: added ingredients are options of the product's groups, removed
 * ones its removable ingredients; a disabled ingredient (properties = 1) is never selectable;
 * a forced group takes exactly one option (none when it has a priority-0 option, which clears
 * the choice); nothing twice. `path` prefixes the failing field ('' for a line that is the body).
 */
export function checkVariations(
  product: {
    description: string;
    groups: Array<{ forceSelection: boolean; options: MenuOption[] }>;
    removable: MenuOption[];
  },
  line: { additiveVariations: { ingredientId: number }[]; subtractiveVariations: { ingredientId: number }[] },
  path: string,
): { added: OrderDetailVariation[]; removed: OrderDetailVariation[] } {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const addedIds = line.additiveVariations.map((v) => v.ingredientId);
  const removedIds = line.subtractiveVariations.map((v) => v.ingredientId);
  if (new Set(addedIds).size !== addedIds.length) throw invalidVariation(at('additiveVariations'), product.description);
  if (new Set(removedIds).size !== removedIds.length)
    throw invalidVariation(at('subtractiveVariations'), product.description);

  const added: OrderDetailVariation[] = [];
  const chosenPerGroup = product.groups.map(() => 0);
  for (const ingredientId of addedIds) {
    const groupIndex = product.groups.findIndex((g) => g.options.some((o) => o.ingredientId === ingredientId));
    const option =
      groupIndex < 0 ? undefined : product.groups[groupIndex].options.find((o) => o.ingredientId === ingredientId);
    if (!option || option.properties === INGREDIENT_DISABLED)
      throw invalidVariation(at('additiveVariations'), product.description);
    chosenPerGroup[groupIndex] += 1;
    added.push({ ingredientId, description: option.description, unitPriceCents: option.unitPriceCents });
  }
  product.groups.forEach((group, i) => {
    if (!group.forceSelection) return;
    const canBeEmpty = group.options.some((o) => o.priority === 0);
    const chosen = chosenPerGroup[i];
    if (chosen > 1 || (chosen === 0 && !canBeEmpty))
      throw invalidVariation(at('additiveVariations'), product.description);
  });

  const removed: OrderDetailVariation[] = [];
  for (const ingredientId of removedIds) {
    const ingredient = product.removable.find((o) => o.ingredientId === ingredientId);
    if (!ingredient || ingredient.properties === INGREDIENT_DISABLED)
      throw invalidVariation(at('subtractiveVariations'), product.description);
    removed.push({ ingredientId, description: ingredient.description, unitPriceCents: ingredient.unitPriceCents });
  }
  const byId = (a: OrderDetailVariation, b: OrderDetailVariation) => a.ingredientId - b.ingredientId;
  return { added: added.sort(byId), removed: removed.sort(byId) };
}

const blank = (v: string | null | undefined) => (v ?? '').trim();

function deliveryAddressOf(input: Partial<CustomerAddress> | null, customerId: number): CustomerAddress {
  const address = blank(input?.address);
  const city = blank(input?.city);
  const fillAll = badRequest('DELIVERY_ADDRESS_REQUIRED', italianMessages.fillAllFields, [
    { path: 'customerDeliveryAddress', message: italianMessages.fillAllFields },
  ]);
  // The form's address (250) plus ' ' and the number (4).
  if (!address || !city || address.length > DELIVERY_ADDRESS_MAX_LENGTH + 5 || city.length > DELIVERY_CITY_MAX_LENGTH)
    throw fillAll;
  const optional = (v: string | null | undefined, max: number) => blank(v).slice(0, max) || null;
  return {
    customerAddressId: 0,
    customerId,
    addressType: 'D',
    businessName:
      optional(input?.businessName, BUSINESS_NAME_FROM_ADDRESS_LENGTH) ??
      address.slice(0, BUSINESS_NAME_FROM_ADDRESS_LENGTH),
    vatNumber: null,
    fiscalCode: null,
    address,
    zipCode: optional(input?.zipCode, 10),
    city,
    province: optional(input?.province, 100) ?? '',
    state: optional(input?.state, 100),
    country: optional(input?.country, 100),
    email: null,
    pec: null,
    feCode: null,
    isDefault: false,
  };
}

function userAddressOf(a: CustomerAddress): string {
  return `${a.address}, ${[a.zipCode, a.city].filter(Boolean).join(' ')}${a.province ? ` (${a.province})` : ''}`;
}

function seatAddressOf(v: Venue): string {
  const place = [v.zipCode, v.city].filter(Boolean).join(' ');
  return [v.name, v.address, `${place}${v.province ? ` (${v.province})` : ''}`].filter((s) => s && s.trim()).join(', ');
}

/** 'YYYY-MM-DDTHH:mm[:00]' (checked by the slot rules) as the stored 'YYYY-MM-DD HH:mm:00'. */
function storedLocalTime(value: string): string {
  return `${value.slice(0, 10)} ${value.slice(11, 16)}:00`;
}

function sameLocalTime(stored: string | null, requested: string): boolean {
  return stored !== null && toLocalIso(stored)?.slice(0, 16) === requested.replace(' ', 'T').slice(0, 16);
}

/** What makes two saves "the same order" for the no-key duplicate check. */
function fingerprint(
  values: OrderValues,
  details: Array<Pick<OrderDetailValues, 'productWebId' | 'quantity' | 'additiveVariations' | 'subtractiveVariations'>>,
): string {
  const ids = (vs: OrderDetailVariation[] | undefined) => (vs ?? []).map((v) => v.ingredientId).sort((a, b) => a - b);
  return JSON.stringify({
    t: values.orderType,
    s: values.seatWebId,
    m: values.menuWebId,
    f: values.timeFrameWebId,
    r: values.requestedDateTime,
    n: values.notes,
    e: [values.extraField1, values.extraField2, values.extraField3, values.extraField4, values.extraField5],
    tn: [values.tableNumber ?? null, values.customerName ?? null],
    i: values.customerAddressIdInvoice,
    d: values.customerDeliveryAddress
      ? [values.customerDeliveryAddress.address, values.customerDeliveryAddress.city]
      : null,
    p: values.paymentType,
    l: details.map((d) => [d.productWebId, d.quantity, ids(d.additiveVariations), ids(d.subtractiveVariations)]),
  });
}

async function findDuplicate(tx: Tx, customerId: number, draft: Draft, now: Date): Promise<OrderRow | null> {
  const recent = await listRecentUnpaidOrders(tx, customerId, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
  if (recent.length === 0) return null;
  const wanted = fingerprint(draft.values, draft.details);
  const details = await listDetailRows(
    tx,
    recent.map((r) => r.orderId),
  );
  return (
    recent.find(
      (row) =>
        row.idempotencyKey === null &&
        fingerprint(
          {
            ...row,
            requestedDateTime: row.requestedDateTime ? storedLocalTime(toLocalIso(row.requestedDateTime)!) : null,
          },
          details.filter((d) => d.orderId === row.orderId),
        ) === wanted,
    ) ?? null
  );
}
