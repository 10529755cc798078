// Who edits a menu, and what they may touch, by staff role:
// - owner: everything of the company;
// - manager: what belongs to one of their venues (a venue's menu and what is in it, a
//   venue's variation groups and tables). Company-wide menus, shared ingredients, allergens
//   and features serve every venue, so only an owner changes them;
// - staff: only the sold-out flag (esaurito), of what their venues serve.
// Reading follows the same line: a manager or staff member sees the company-wide rows and those
// of their own venues; another venue's menus, categories, products, groups, time frames and
// translations are not listed, and asked for by id they are not found (404), like the rows of
// another company, so ids cannot be probed across venues or companies.
import { forbidden } from '@tavola/domain/error-codes';
import type { StaffRole } from '@tavola/domain/staff';

export interface MenuEditor {
  companyId: number;
  role: StaffRole;
  /** The venues a manager or staff member works at (ignored for an owner). */
  seatWebIds: number[];
}

export const NOT_ALLOWED_MESSAGE = 'Non hai i permessi per modificare questo elemento del menù.';

/** 403: signed in as staff of the company, but this role may not change this. */
export const notAllowed = () => forbidden('MENU_EDIT_FORBIDDEN', NOT_ALLOWED_MESSAGE);

const worksAt = (editor: MenuEditor, seatWebId: number) => editor.seatWebIds.includes(seatWebId);

/** Owner, or a manager of the row's venue; company-wide rows (seatWebId null) are the owner's. */
export function assertMayEdit(editor: MenuEditor, seatWebId: number | null): void {
  if (editor.role === 'owner') return;
  if (editor.role === 'manager' && seatWebId !== null && worksAt(editor, seatWebId)) return;
  throw notAllowed();
}

/** Sold out: anyone of the company for company-wide rows; venue rows by who works there. */
export function assertMayToggleSoldOut(editor: MenuEditor, seatWebId: number | null): void {
  if (editor.role === 'owner' || seatWebId === null || worksAt(editor, seatWebId)) return;
  throw notAllowed();
}

/** Owner: every row; others: company-wide rows (seatWebId null) and their own venues' rows. */
export function mayRead(editor: MenuEditor, seatWebId: number | null): boolean {
  return editor.role === 'owner' || seatWebId === null || worksAt(editor, seatWebId);
}
