// The menu with its classifiers (spec 000 §7), by whichever call fits the journey:
// - GET menuWeb/getMenuWebGroupByClassifiers?menuWebId once a menu is chosen (dine-in,
//   digital menu);
// - GET menuWeb/getMenuWebGroupByClassifiersByTimeFrame?timeFrameWebId&menuPublicationStatus
//   for takeaway and delivery, whose menu follows the chosen time frame;
// - GET menuWeb/getCurrentMenuWebGroupByClassifiers?menuPublicationStatus otherwise.
import { menuSchema, type Menu, type TimeFrame } from '@tavola/domain/menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { yieldToBrowser } from '../../../lib/yield-to-browser';

export type MenuSource =
  | { kind: 'menu'; menuWebId: number }
  | { kind: 'timeFrame'; timeFrameWebId: number; menuPublicationStatus: number }
  | { kind: 'current'; menuPublicationStatus: number };

export async function getMenu(source: MenuSource): Promise<Menu> {
  return readMenu(await requestMenu(source));
}

function requestMenu(source: MenuSource): Promise<unknown> {
  switch (source.kind) {
    case 'menu':
      return apiRequest('menuWeb/getMenuWebGroupByClassifiers', { query: { menuWebId: source.menuWebId } });
    case 'timeFrame':
      return apiRequest('menuWeb/getMenuWebGroupByClassifiersByTimeFrame', {
        query: { timeFrameWebId: source.timeFrameWebId, menuPublicationStatus: source.menuPublicationStatus },
      });
    case 'current':
      return apiRequest('menuWeb/getCurrentMenuWebGroupByClassifiers', {
        query: { menuPublicationStatus: source.menuPublicationStatus },
      });
  }
}

// Both halves come from menuSchema itself, so the sliced check cannot drift from it.
const menuOutlineSchema = menuSchema.extend({ classifiers: z.array(z.unknown()) });
const categorySchema = menuSchema.shape.classifiers.element;
/** Parsing stops for the browser after this long: React's own slice. */
const PARSE_SLICE_MS = 5;

/**
 * The menu's answer, checked against menuSchema a category at a time, giving the browser its
 * turn every few milliseconds (total blocking time): zod checks a whole menu in one
 * piece in 15 ms on the development machine, 60 ms on Lighthouse's slow phone, right before
 * the menu's first drawing. The result is menuSchema's (get-menu.test.ts).
 */
export async function readMenu(data: unknown): Promise<Menu> {
  const { classifiers, ...menu } = menuOutlineSchema.parse(data);
  const read: Menu['classifiers'] = [];
  let sliceStart = performance.now();
  for (const [index, classifier] of classifiers.entries()) {
    if (performance.now() - sliceStart > PARSE_SLICE_MS) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
    const result = categorySchema.safeParse(classifier);
    // The error names the place in the whole answer, as menuSchema's would.
    if (!result.success)
      throw new z.ZodError(
        result.error.issues.map((issue) => ({ ...issue, path: ['classifiers', index, ...issue.path] })),
      );
    read.push(result.data);
  }
  return { ...menu, classifiers: read };
}

/** What of the journey decides which menu call fits it. */
export interface MenuJourney {
  /** Null without an order type that has a menu (booking a table has none). */
  menuPublicationStatus: number | null;
  needsDayAndTime: boolean;
  timeFrameRequested: TimeFrame | null;
  /** The journey's menu, else the one a link names. */
  menuWebId: number | null;
}

/** The call for the journey's menu, or null while the journey cannot name one yet. */
export function menuSourceFor(journey: MenuJourney): MenuSource | null {
  const { menuPublicationStatus } = journey;
  if (menuPublicationStatus == null) return null;
  if (journey.needsDayAndTime) {
    const frame = journey.timeFrameRequested;
    return frame ? { kind: 'timeFrame', timeFrameWebId: frame.timeFrameWebId, menuPublicationStatus } : null;
  }
  if (journey.menuWebId != null) return { kind: 'menu', menuWebId: journey.menuWebId };
  return { kind: 'current', menuPublicationStatus };
}

/** One query per venue and source: the menu page reads it, startup may ask for it first (first-menu.ts). */
export function menuQuery(seatWebId: number | undefined, source: MenuSource | null) {
  return queryOptions({
    queryKey: ['menu', seatWebId, source],
    queryFn: () => getMenu(source!),
    enabled: seatWebId != null && source != null,
    staleTime: 5 * 60_000,
  });
}

export function useMenu(seatWebId: number | undefined, source: MenuSource | null) {
  return useQuery(menuQuery(seatWebId, source));
}
