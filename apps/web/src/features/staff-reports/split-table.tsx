// Takings split by order type or payment method, as the dashboard and the end of day show them:
// orders, gross, refunds and net per row, and (dashboard only) the previous period's net. The
// server aggregates every figure; this only lays them out.
import { Table } from 'react-bootstrap';
import { formatCents } from '../../lib/format';

export interface SplitRow {
  key: string;
  label: string;
  orders: number;
  grossCents: number;
  refundsCents: number;
  netCents: number;
  /** The previous period's net, when the table compares. */
  previousNetCents?: number;
}

export interface SplitTableWords {
  orders: string;
  gross: string;
  refunds: string;
  net: string;
  /** The previous period's column heading; absent: no such column. */
  previous?: string;
  empty: string;
}

export function SplitTable({
  caption,
  head,
  rows,
  words,
}: {
  caption: string;
  head: string;
  rows: SplitRow[];
  words: SplitTableWords;
}) {
  const compare = words.previous !== undefined;
  return (
    <div className="table-responsive">
      <Table size="sm" striped className="mb-0">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col" className="text-end">
              {words.orders}
            </th>
            <th scope="col" className="text-end">
              {words.gross}
            </th>
            <th scope="col" className="text-end">
              {words.refunds}
            </th>
            <th scope="col" className="text-end">
              {words.net}
            </th>
            {compare && (
              <th scope="col" className="text-end">
                {words.previous}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={compare ? 6 : 5} className="text-body-secondary">
                {words.empty}
              </td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className="fw-normal">
                {r.label}
              </th>
              <td className="text-end">{r.orders}</td>
              <td className="text-end">{formatCents(r.grossCents)}</td>
              <td className="text-end">{formatCents(r.refundsCents)}</td>
              <td className="text-end">{formatCents(r.netCents)}</td>
              {compare && <td className="text-end">{formatCents(r.previousNetCents ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
