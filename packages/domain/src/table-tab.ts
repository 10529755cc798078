// The table's shared tab (docs/table-tab.md): every phone at a table joins one open tab under a
// name typed once, adds to one shared cart and sends it as rounds; each round is an order of
// the tab. The server keeps the tab; these schemas are the HTTP contract of its routes and
// the views the phones and the board render, and the pure rules both sides share (the tab's
// total from its rounds, what a participant may do).
import { z } from 'zod';
import { ORDER_STATES, OrderState } from './order-state';
import { int4, plainText } from './primitives';
import { tableNumberSchema } from './table-order-rules';
import { message } from './validation-messages';

export const TABLE_TAB_STATUSES = ['open', 'closed', 'settled'] as const;
/** open: joinable, orderable; closed: ended by the staff (paid at the counter); settled: paid in full. */
export type TableTabStatus = (typeof TABLE_TAB_STATUSES)[number];

/** The participant's secret token travels in this header (like the diner session's Bearer). */
export const TABLE_TAB_TOKEN_HEADER = 'x-table-tab-token';

/** The headers of a participant's call: the token, bounded (a token is 43 characters of base64url). */
export const tableTabTokenHeadersSchema = z
  .object({ [TABLE_TAB_TOKEN_HEADER]: plainText().max(200).optional().describe("The tab participant's token") })
  .loose();

export const PARTICIPANT_NAME_MAX_LENGTH = 40;
export const TABLE_TAB_PARTICIPANT_LIMIT_MIN = 1;
export const TABLE_TAB_PARTICIPANT_LIMIT_MAX = 50;
export const TABLE_TAB_PARTICIPANT_LIMIT_DEFAULT = 10;
/** The most lines a shared cart may hold at once. */
export const TABLE_TAB_CART_LINES_MAX = 100;

const PARTICIPANT_LIMIT_RANGE = `Inserire un numero tra ${TABLE_TAB_PARTICIPANT_LIMIT_MIN} e ${TABLE_TAB_PARTICIPANT_LIMIT_MAX}`;

/** The venue's setting "conto condiviso al tavolo" (back office, venue form). */
export const tableTabSettingsSchema = z.object({
  tableTabEnabled: z.boolean(),
  tableTabParticipantLimit: int4()
    .min(TABLE_TAB_PARTICIPANT_LIMIT_MIN, PARTICIPANT_LIMIT_RANGE)
    .max(TABLE_TAB_PARTICIPANT_LIMIT_MAX, PARTICIPANT_LIMIT_RANGE),
});
export type TableTabSettings = z.infer<typeof tableTabSettingsSchema>;

/** The name a diner joins under: typed once, shown to the table and on the board. */
export const participantNameSchema = () =>
  plainText()
    .trim()
    .min(1, { error: message('nameRequired'), abort: true })
    .max(PARTICIPANT_NAME_MAX_LENGTH, message('maxLength', PARTICIPANT_NAME_MAX_LENGTH));

// ---- Requests -------------------------------------------------------------------------------

/** POST /api/tableTab/join: the table of the QR link and the diner's name. */
export const joinTableTabRequestSchema = z.object({
  seatWebId: int4().min(1),
  tableNumber: tableNumberSchema(),
  /** The menu the QR link named; the tab keeps the first one given. */
  menuWebId: int4().min(1).nullable().optional(),
  displayName: participantNameSchema(),
});
export type JoinTableTabRequest = z.infer<typeof joinTableTabRequestSchema>;

const variationRefSchema = z.object({ ingredientId: int4().min(1) });

/** POST /api/tableTab/cartLines: a dish with its options, added to the shared cart. */
export const addTableTabCartLineRequestSchema = z.object({
  productWebId: int4().min(1),
  quantity: int4().min(1).max(99),
  additiveVariations: z.array(variationRefSchema).max(50).default([]),
  subtractiveVariations: z.array(variationRefSchema).max(50).default([]),
});
export type AddTableTabCartLineRequest = z.input<typeof addTableTabCartLineRequestSchema>;

/** PATCH /api/tableTab/cartLines/{cartLineId}: a new quantity. */
export const updateTableTabCartLineRequestSchema = z.object({ quantity: int4().min(1).max(99) });

/** POST /api/staff/venues/{seatWebId}/tableTabs/{tableTabId}/move: the table the tab moves to. */
export const moveTableTabRequestSchema = z.object({ tableNumber: tableNumberSchema() });

// ---- Views ----------------------------------------------------------------------------------

/** What the join page shows before joining: the table, and whether a tab is open and has room. */
export const tableTabTableInfoSchema = z.object({
  seatWebId: int4(),
  venueName: z.string(),
  tableNumber: int4(),
  tableName: z.string().nullable(),
  /** The venue has the shared tab switched on. */
  tableTabEnabled: z.boolean(),
  participantLimit: int4(),
  /** The open tab of the table, if any: how many have joined (names are for participants only). */
  openTab: z.object({ tableTabId: int4(), participantCount: int4() }).nullable(),
});
export type TableTabTableInfo = z.infer<typeof tableTabTableInfoSchema>;

export const tableTabParticipantSchema = z.object({
  participantId: int4(),
  displayName: z.string(),
  removed: z.boolean(),
});
export type TableTabParticipant = z.infer<typeof tableTabParticipantSchema>;

const optionViewSchema = z.object({ ingredientId: int4(), description: z.string(), unitPriceCents: int4() });

/** A line of the shared cart: who added it, the dish, its options, the price the menu gives now. */
export const tableTabCartLineSchema = z.object({
  cartLineId: int4(),
  participantId: int4(),
  participantName: z.string(),
  productWebId: int4(),
  description: z.string(),
  quantity: int4(),
  additiveVariations: z.array(optionViewSchema),
  subtractiveVariations: z.array(optionViewSchema.pick({ ingredientId: true, description: true })),
  /** (base + additions) × quantity, cents. */
  totalCents: int4(),
});
export type TableTabCartLine = z.infer<typeof tableTabCartLineSchema>;

export const tableTabRoundLineSchema = z.object({
  description: z.string(),
  quantity: int4(),
  additions: z.array(z.string()),
  removals: z.array(z.string()),
  amountCents: int4(),
});

/** A round: one order of the tab, as the kitchen has it. */
export const tableTabRoundSchema = z.object({
  orderId: int4(),
  orderNumber: int4(),
  /** The participant who sent it (null: removed since). */
  sentBy: z.string().nullable(),
  sentAt: z.string(),
  state: z.enum(ORDER_STATES),
  totalAmountCents: int4(),
  lines: z.array(tableTabRoundLineSchema),
});
export type TableTabRound = z.infer<typeof tableTabRoundSchema>;

/** The whole tab as every phone of the table sees it (GET /api/tableTab/current and each live event). */
export const tableTabViewSchema = z.object({
  tableTabId: int4(),
  seatWebId: int4(),
  tableNumber: int4(),
  menuWebId: int4().nullable(),
  status: z.enum(TABLE_TAB_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  participantLimit: int4(),
  participants: z.array(tableTabParticipantSchema),
  cartLines: z.array(tableTabCartLineSchema),
  cartTotalCents: int4(),
  rounds: z.array(tableTabRoundSchema),
  /** tableTabTotalCents(rounds): what the table owes for what it ordered. */
  totalCents: int4(),
});
export type TableTabView = z.infer<typeof tableTabViewSchema>;

/** The answer to joining: the secret token (kept by the phone, sent back in TABLE_TAB_TOKEN_HEADER). */
export const joinTableTabResponseSchema = z.object({
  participantToken: z.string(),
  participantId: int4(),
  tab: tableTabViewSchema,
});
export type JoinTableTabResponse = z.infer<typeof joinTableTabResponseSchema>;

/** The participant's own view: the tab and who they are in it. */
export const myTableTabSchema = z.object({ participantId: int4(), tab: tableTabViewSchema });
export type MyTableTab = z.infer<typeof myTableTabSchema>;

/** The board's summary of a venue's open tab (per table). */
export const staffTableTabSchema = z.object({
  tableTabId: int4(),
  tableNumber: int4(),
  status: z.enum(TABLE_TAB_STATUSES),
  openedAt: z.string(),
  participants: z.array(tableTabParticipantSchema),
  roundOrderIds: z.array(int4()),
  cartLineCount: int4(),
  totalCents: int4(),
});
export type StaffTableTab = z.infer<typeof staffTableTabSchema>;

/** The menu a tab's phones add from (GET /api/tableTab/menu): categories, dishes, options and prices. */
export const tableTabMenuSchema = z.object({
  menuWebId: int4().nullable(),
  categories: z.array(
    z.object({
      name: z.string(),
      products: z.array(
        z.object({
          productWebId: int4(),
          description: z.string(),
          extendedDescription: z.string().nullable(),
          unitPriceCents: int4(),
          soldOut: z.boolean(),
          groups: z.array(
            z.object({
              description: z.string(),
              /** Exactly one option must be chosen. */
              forceSelection: z.boolean(),
              options: z.array(
                z.object({
                  ingredientId: int4(),
                  description: z.string(),
                  unitPriceCents: int4(),
                  unavailable: z.boolean(),
                }),
              ),
            }),
          ),
          removable: z.array(z.object({ ingredientId: int4(), description: z.string() })),
        }),
      ),
    }),
  ),
});
export type TableTabMenu = z.infer<typeof tableTabMenuSchema>;
export type TableTabMenuProduct = TableTabMenu['categories'][number]['products'][number];

/** POST /api/tableTab/rounds' answer: the order the round became and the tab after it. */
export const sendRoundResponseSchema = z.object({ orderId: int4(), orderNumber: int4(), tab: tableTabViewSchema });

// ---- Rules ----------------------------------------------------------------------------------

/** A round counts toward the tab's total unless the kitchen rejected it or it was cancelled. */
export function roundCounts(round: Pick<TableTabRound, 'state'>): boolean {
  return (
    round.state !== OrderState.Rejected && round.state !== OrderState.Cancelled && round.state !== OrderState.Expired
  );
}

/** The tab's total in cents: the sum of the rounds that count (the split of the bill starts from it). */
export function tableTabTotalCents(rounds: readonly Pick<TableTabRound, 'state' | 'totalAmountCents'>[]): number {
  return rounds.reduce((sum, round) => (roundCounts(round) ? sum + round.totalAmountCents : sum), 0);
}

/** The shared cart's running total in cents. */
export function cartTotalCents(lines: readonly Pick<TableTabCartLine, 'totalCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.totalCents, 0);
}

/** Whether one more phone may join: the venue's limit counts the participants not removed. */
export function tabHasRoom(participants: readonly Pick<TableTabParticipant, 'removed'>[], limit: number): boolean {
  return participants.filter((p) => !p.removed).length < limit;
}

/** Whether the tab still takes new participants, cart changes and rounds. */
export const isTabOpen = (tab: { status: TableTabStatus }) => tab.status === 'open';
