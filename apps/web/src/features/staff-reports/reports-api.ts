// The dashboard's one call: /api/staff/reports (every venue the member reaches) or
// /api/staff/venues/{id}/reports, parsed with the domain's schema. The server aggregates;
// nothing shown is computed here from single orders.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportSchema, type ReportPeriod } from '@tavola/domain/reports';
import { staffCall } from '../../lib/staff-api-call';

export interface ReportRequest {
  period: ReportPeriod;
  /** A day inside the period (day, week, month); empty: today on the venue's clock. */
  date: string;
  from: string;
  to: string;
  /** One venue, or null for all the member's venues. */
  seatWebId: number | null;
}

export function reportPath(r: ReportRequest): string {
  const query = new URLSearchParams({ period: r.period });
  if (r.period === 'range') {
    query.set('from', r.from);
    query.set('to', r.to);
  } else if (r.date) query.set('date', r.date);
  return `${r.seatWebId ? `venues/${r.seatWebId}/reports` : 'reports'}?${query}`;
}

export function useReport(request: ReportRequest) {
  const path = reportPath(request);
  return useQuery({
    queryKey: ['staff', 'reports', path],
    queryFn: () => staffCall(path, reportSchema),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
