// The dashboard's charts (Recharts, docs/decisions/015-charts-recharts.md). Each draws only
// what the server aggregated, and each has its numbers in a table with a caption beside it, so
// a screen reader or a keyboard gets every figure the picture shows.
import { useTranslation } from 'react-i18next';
import { useId, useState, type ReactNode } from 'react';
import { ButtonGroup, Button, Table } from 'react-bootstrap';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import type { Report, ReportRanking } from '@tavola/domain/reports';
import { formatCents, formatMoney, formatShortDate } from '../../lib/format';
import { reportsNs } from './reports-copy';

const PRIMARY = '#0b5ed7';
const SECONDARY = '#6c757d';

/** A chart with its table: the table is the chart's text, captioned, scrollable when long. */
function ChartWithTable({
  title,
  chart,
  table,
  help,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  help?: string;
}) {
  const id = useId();
  return (
    <section className="report-chart mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {help && <p className="text-body-secondary small mb-2">{help}</p>}
      <div className="row g-3">
        <div className="col-12 col-xl-7" aria-hidden="true">
          {chart}
        </div>
        <div className="col-12 col-xl-5">
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard (axe: scrollable-region-focusable) */}
          <div className="report-table-scroll" tabIndex={0} role="region" aria-label={title}>
            {table}
          </div>
        </div>
      </div>
    </section>
  );
}

export function TakingsByDayChart({ report }: { report: Report }) {
  const { t } = useTranslation(reportsNs);
  const data = report.takingsByDay.map((d) => ({
    ...d,
    label: formatShortDate(d.date).slice(0, 5),
    net: d.netCents / 100,
    previousNet: d.previousNetCents / 100,
  }));
  return (
    <ChartWithTable
      title={t('takingsByDay')}
      chart={
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} width={56} />
            <Tooltip formatter={(value) => formatMoney(Number(value))} />
            <Legend />
            <Bar dataKey="net" name={t('net')} fill={PRIMARY} isAnimationActive={false} />
            <Line
              dataKey="previousNet"
              name={t('previousPeriod')}
              stroke={SECONDARY}
              strokeDasharray="4 3"
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={
        <Table size="sm" striped className="mb-0">
          <caption>{t('takingsByDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col" className="text-end">
                {t('orders')}
              </th>
              <th scope="col" className="text-end">
                {t('gross')}
              </th>
              <th scope="col" className="text-end">
                {t('net')}
              </th>
              <th scope="col" className="text-end">
                {t('previousDay')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.takingsByDay.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatShortDate(d.date)}</th>
                <td className="text-end">{d.orders}</td>
                <td className="text-end">{formatCents(d.grossCents)}</td>
                <td className="text-end">{formatCents(d.netCents)}</td>
                <td className="text-end">
                  <span className="visually-hidden">{formatShortDate(d.previousDate)}: </span>
                  {formatCents(d.previousNetCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}

export function OrdersHeatMap({ report }: { report: Report }) {
  const { t } = useTranslation(reportsNs);
  const max = Math.max(1, ...report.ordersByHour.map((c) => c.orders));
  const hours = [...new Set(report.ordersByHour.map((c) => c.hour))].sort((a, b) => a - b);
  const cell = (weekday: number, hour: number) =>
    report.ordersByHour.find((c) => c.weekday === weekday && c.hour === hour)?.orders ?? 0;
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return (
    <ChartWithTable
      title={t('heatMap')}
      help={t('heatMapHelp')}
      chart={
        <ResponsiveContainer width="100%" height={260}>
          <ScatterChart accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <XAxis
              type="number"
              dataKey="hour"
              domain={[-0.5, 23.5]}
              ticks={[0, 3, 6, 9, 12, 15, 18, 21]}
              tickFormatter={hh}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              type="number"
              dataKey="weekday"
              domain={[0.5, 7.5]}
              ticks={[1, 2, 3, 4, 5, 6, 7]}
              reversed
              tickFormatter={(w: number) => t('weekdays', { returnObjects: true })[w - 1] ?? ''}
              tick={{ fontSize: 12 }}
              width={40}
            />
            <ZAxis type="number" dataKey="orders" range={[0, 1]} />
            <Tooltip formatter={(value, name) => [value, name === 'orders' ? t('orders') : name]} />
            <Scatter
              data={report.ordersByHour}
              isAnimationActive={false}
              shape={(props: { cx?: number; cy?: number; payload?: { orders: number } }) => (
                <rect
                  x={(props.cx ?? 0) - 7}
                  y={(props.cy ?? 0) - 12}
                  width={14}
                  height={24}
                  rx={2}
                  fill={PRIMARY}
                  fillOpacity={0.15 + 0.85 * ((props.payload?.orders ?? 0) / max)}
                />
              )}
            />
          </ScatterChart>
        </ResponsiveContainer>
      }
      table={
        <Table size="sm" bordered className="mb-0 report-heat-table">
          <caption>{t('heatMap')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('weekday')}</th>
              {hours.map((h) => (
                <th scope="col" key={h} className="text-end">
                  {hh(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {t('weekdays', { returnObjects: true }).map((name, i) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {hours.map((h) => (
                  <td key={h} className="text-end">
                    {cell(i + 1, h)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      }
    />
  );
}

function RankingTable({ caption, rows }: { caption: string; rows: ReportRanking['bestByQuantity'] }) {
  const { t } = useTranslation(reportsNs);
  return (
    <Table size="sm" striped className="mb-3">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('name')}</th>
          <th scope="col" className="text-end">
            {t('quantity')}
          </th>
          <th scope="col" className="text-end">
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.id}-${r.name}`}>
            <th scope="row" className="fw-normal">
              {r.name}
            </th>
            <td className="text-end">{r.quantity}</td>
            <td className="text-end">{formatCents(r.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function SellersChart({ title, ranking }: { title: string; ranking: ReportRanking }) {
  const { t } = useTranslation(reportsNs);
  const [by, setBy] = useState<'quantity' | 'takings'>('quantity');
  if (ranking.bestByQuantity.length === 0) {
    return (
      <section className="mb-4">
        <h3 className="h6">{title}</h3>
        <p className="text-body-secondary">{t('noSellers')}</p>
      </section>
    );
  }
  const best = by === 'quantity' ? ranking.bestByQuantity : ranking.bestByTakings;
  const worst = by === 'quantity' ? ranking.worstByQuantity : ranking.worstByTakings;
  const data = best.map((r) => ({ name: r.name, value: by === 'quantity' ? r.quantity : r.amountCents / 100 }));
  const byLabel = by === 'quantity' ? t('byQuantity') : t('byTakings');
  return (
    <section className="mb-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 me-auto">{title}</h3>
        <ButtonGroup size="sm" aria-label={`${title}: ${t('byQuantity')} / ${t('byTakings')}`}>
          <Button
            variant={by === 'quantity' ? 'primary' : 'outline-primary'}
            aria-pressed={by === 'quantity'}
            onClick={() => setBy('quantity')}
          >
            {t('byQuantity')}
          </Button>
          <Button
            variant={by === 'takings' ? 'primary' : 'outline-primary'}
            aria-pressed={by === 'takings'}
            onClick={() => setBy('takings')}
          >
            {t('byTakings')}
          </Button>
        </ButtonGroup>
      </div>
      <div className="row g-3">
        <div className="col-12 col-xl-7" aria-hidden="true">
          <ResponsiveContainer width="100%" height={Math.max(120, data.length * 28 + 30)}>
            <BarChart
              accessibilityLayer={false}
              data={data}
              layout="vertical"
              margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 12 }} />
              <Tooltip formatter={(value) => (by === 'quantity' ? value : formatMoney(Number(value)))} />
              <Bar dataKey="value" name={byLabel} fill={PRIMARY} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <div className="col-12 col-xl-5">
          <RankingTable caption={`${t('best')} · ${title} · ${byLabel}`} rows={best} />
          <RankingTable caption={`${t('worst')} · ${title} · ${byLabel}`} rows={worst} />
        </div>
      </div>
    </section>
  );
}
