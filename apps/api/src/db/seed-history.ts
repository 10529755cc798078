// Four weeks of past service for the demo, so the owner's dashboard, the order history and the
// end of day have something to show on a fresh `npm run demo`: orders of Tavola Centro and
// Tavola Navigli (lunch and dinner peaks, busier at the weekend, dishes of the seeded menu,
// paid in cash or online, a few rejected or cancelled) and bookings of Tavola Centro and Tavola
// Isola (covers, arrivals, no-shows). Written inside the database (generate_series with a fixed
// setseed, a few statements in all), so it takes well under a second.
//
// It ends with yesterday's service day: today stays as the demo's users and the browser journeys
// make it. The live-event and printing triggers are off while it writes (a month of past orders
// is no news for the boards and must not print), and back on before the transaction ends.
// Only the demo command asks for it (seedDemoData's `history`); the API tests' seeded database
// leaves it out, so their counts stay exact.
import { sql } from 'drizzle-orm';
import { serviceDayAt } from '@tavola/domain/order-board';
import { addDays } from '@tavola/domain/slot-rules';
import type { DbOrTx } from './database';

/** How many past service days get orders and bookings. */
export const HISTORY_DAYS = 28;
const COMPANY_ID = 1;
const TIME_ZONE = 'Europe/Rome';
/** The prefix of the history's idempotency keys: what marks an order as generated here. */
const KEY = 'demo-history:';
const TABLES = [
  'orders',
  'order_details',
  'order_progress',
  'online_payments',
  'table_reservations',
  'reservation_attendance',
];
/** The booking service's reservation id alphabet (no look-alikes), for ids 'ZZ' + 6 characters. */
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const reservationId = (n: string) =>
  `'ZZ' || ${[25, 20, 15, 10, 5, 0].map((shift) => `substr('${ID_ALPHABET}', (((${n} >> ${shift}) & 31) + 1)::int, 1)`).join(' || ')}`;

/**
 * Writes the history of the HISTORY_DAYS service days before `now`'s (venue clock). Does
 * nothing when the demo company is missing or the history is already there. Run it in a
 * transaction (seedDemoData's): the triggers it turns off come back on with the rest.
 */
export async function seedDemoHistory(db: DbOrTx, now: Date): Promise<{ orders: number; reservations: number }> {
  const today = serviceDayAt(now, TIME_ZONE);
  const first = addDays(today, -HISTORY_DAYS);
  const [state] = (
    await db.execute<{ company: boolean; done: boolean }>(
      sql`select exists(select 1 from companies where company_id = ${COMPANY_ID}) as company, exists(select 1 from orders where idempotency_key like ${`${KEY}%`}) as done`,
    )
  ).rows;
  if (!state?.company || state.done) return { orders: 0, reservations: 0 };

  for (const table of TABLES) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  await db.execute(sql`select setseed(0.2026)`);
  const [{ base }] = (
    await db.execute<{ base: number }>(
      sql`select coalesce(max(order_number), 0)::int as base from orders where company_id = ${COMPANY_ID}`,
    )
  ).rows;

  // Orders: per venue and day a count by weekday (Friday and Saturday the busiest), each at
  // lunch (12:00-14:30, peak about 13:15) or dinner (19:00-22:30, peak about 20:45). State:
  // r rejected (cash), c cancelled (online, never paid), d served. Payment: cash, Stripe,
  // PayPal, Satispay; at the table mostly cash.
  await db.execute(sql`
    with v(seat_web_id, scale, dine_in, delivery) as (values (1, 0.8, 0.45, 0.2), (2, 1.0, 0.0, 0.35)),
    days as (select ${first}::date + g as day from generate_series(0, ${HISTORY_DAYS - 1}) g),
    slots as (
      select v.*, d.day,
        generate_series(1, (v.scale * (case extract(isodow from d.day)::int when 1 then 12 when 2 then 14 when 3 then 16 when 4 then 20 when 5 then 28 when 6 then 32 else 24 end))::int + floor(random() * 6)::int) as k
      from v cross join days d
    ),
    drawn as (
      select s.*, random() as r_meal, random() as r1, random() as r2, random() as r_type, random() as r_pay, random() as r_state, random() as r_name, random() as r_table
      from slots s
    ),
    shaped as (
      select seat_web_id, day,
        case when r_type < dine_in then 0 when r_type < dine_in + delivery then 2 else 1 end as order_type,
        case when r_meal < 0.42 then make_time(12, 0, 0) + make_interval(mins => ((r1 + r2) / 2 * 150)::int)
             else make_time(19, 0, 0) + make_interval(mins => ((r1 + r2) / 2 * 210)::int) end as tod,
        r_pay, r_state, r_name, r_table
      from drawn
    ),
    typed as (
      select *,
        case when r_state < 0.03 then 'r' when r_state < 0.06 and order_type <> 0 then 'c' else 'd' end as state,
        case when order_type = 0 then (case when r_pay < 0.7 then 0 when r_pay < 0.85 then 5 else 3 end)
             else (case when r_pay < 0.45 then 0 when r_pay < 0.72 then 5 when r_pay < 0.86 then 2 else 3 end) end as pay
      from shaped
    ),
    fixed as (
      select *, row_number() over (order by day, tod, seat_web_id) as n,
        case when state = 'r' then 0 when state = 'c' and pay = 0 then 5 else pay end as payment_type
      from typed
    )
    insert into orders (company_id, order_number, order_type, seat_web_id, requested_date_time, created_at, delivery_amount_cents,
      order_status, payment_status, payment_type, cancelled_at, table_number, customer_name, idempotency_key)
    select ${COMPANY_ID}, ${base} + n, order_type, seat_web_id,
      case when order_type = 0 then null else day + tod end,
      case when order_type = 0 then (day + tod) at time zone ${TIME_ZONE} else (day + tod - interval '45 minutes') at time zone ${TIME_ZONE} end,
      case when order_type = 2 then 350 else 0 end,
      case state when 'd' then 4 when 'r' then 1 else 0 end,
      case when state = 'd' and payment_type <> 0 then 1 else 0 end,
      payment_type,
      case when state = 'c' then (day + tod - interval '15 minutes') at time zone ${TIME_ZONE} end,
      case when order_type = 0 then 1 + floor(r_table * 12)::int end,
      (array['Giulia', 'Marco', 'Chiara', 'Luca', 'Francesca', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide', 'Martina', 'Paolo'])[1 + floor(r_name * 12)::int],
      ${KEY} || n || ':' || state
    from fixed`);

  // Lines: one to four dishes of the seeded menus (earlier products more popular, so the
  // rankings have a head and a tail), some with an added ingredient at 1.50 €.
  await db.execute(sql`
    with prods as (
      select row_number() over (order by p.product_web_id) - 1 as idx, p.product_web_id, p.description, p.unit_price_cents as price
      from products p join menu_classifiers c on c.menu_classifier_id = p.menu_classifier_id join menu_webs m on m.menu_web_id = c.menu_web_id
      where m.company_id = ${COMPANY_ID} and p.unit_price_cents > 0
    ),
    opts as (select row_number() over (order by ingredient_id) - 1 as idx, ingredient_id, description from ingredients where company_id = ${COMPANY_ID}),
    counts as (select (select count(*) from prods) as n, (select greatest(count(*), 1) from opts) as m),
    picks as (
      select o.order_id, floor(power(random(), 2) * counts.n)::int as idx, case when random() < 0.8 then 1 else 2 end as q,
        case when random() < 0.15 then floor(random() * counts.m)::int end as opt
      from orders o cross join counts cross join lateral generate_series(1, 1 + floor(random() * 4)::int + 0 * o.order_id) k
      where o.idempotency_key like ${`${KEY}%`}
    )
    insert into order_details (order_id, product_web_id, quantity, amount_cents, description, additive_variations)
    select picks.order_id, p.product_web_id, picks.q, picks.q * (p.price + case when x.ingredient_id is null then 0 else 150 end), p.description,
      case when x.ingredient_id is null then '[]'::jsonb
           else jsonb_build_array(jsonb_build_object('ingredientId', x.ingredient_id, 'description', x.description, 'unitPriceCents', 150)) end
    from picks join prods p on p.idx = picks.idx left join opts x on x.idx = picks.opt`);

  await db.execute(sql`
    update orders o set product_amount_cents = s.total, total_amount_cents = s.total + o.delivery_amount_cents
    from (select order_id, sum(amount_cents)::int as total from order_details group by order_id) s
    where s.order_id = o.order_id and o.idempotency_key like ${`${KEY}%`}`);

  // The board's side: served orders accepted and handed over, rejected ones with their reason.
  await db.execute(sql`
    insert into order_progress (order_id, accepted_at, estimated_ready_time, rejected_at, rejection_reason, delivered_at, updated_at)
    select order_id,
      case when k like '%:d' then created_at + interval '2 minutes' end,
      case when k like '%:d' then to_char(coalesce(requested_date_time, (created_at at time zone ${TIME_ZONE}) + interval '20 minutes'), 'HH24:MI') end,
      case when k like '%:r' then created_at + interval '3 minutes' end,
      case when k like '%:r' then 'Cucina al completo' end,
      case when k like '%:d' then coalesce(requested_date_time at time zone ${TIME_ZONE}, created_at + interval '25 minutes') + interval '5 minutes' end,
      created_at + interval '1 hour'
    from (select order_id, created_at, requested_date_time, idempotency_key as k from orders where idempotency_key like ${`${KEY}%`}) o
    where k like '%:d' or k like '%:r'`);

  await db.execute(sql`
    insert into online_payments (company_id, order_id, provider, reference, amount_cents, status, created_at, settled_at)
    select company_id, order_id, case payment_type when 5 then 'stripe' when 2 then 'paypal' else 'satispay' end,
      'demo-history-' || order_id, total_amount_cents, 'succeeded', created_at, created_at + interval '1 minute'
    from orders
    where idempotency_key like ${`${KEY}%`} and payment_status = 1 and total_amount_cents > 0`);

  // Bookings of the venues that take them: each day a few lunch and dinner tables of the
  // venue's bands open that weekday, most confirmed and marked arrived, some no-shows, a few
  // cancelled by the diner.
  await db.execute(
    sql.raw(`
    with v(seat_web_id, per_day) as (values (1, 9), (3, 5)),
    days as (select '${first}'::date + g as day from generate_series(0, ${HISTORY_DAYS - 1}) g),
    slots as (
      select v.seat_web_id, d.day, generate_series(1, v.per_day + floor(random() * 5)::int) as k
      from v cross join days d
    ),
    placed as (
      select s.seat_web_id, s.day, s.k, b.band_id, b.start_time, b.end_time, b.kitchen,
        b.times[1 + floor(random() * array_length(b.times, 1))::int] as time,
        random() as r_people, random() as r_state, random() as r_name
      from slots s cross join lateral (
        select * from booking_bands b
        where b.seat_web_id = s.seat_web_id and (b.days_of_week & (1 << (extract(isodow from s.day)::int - 1))) <> 0 and s.k = s.k
        order by random() limit 1
      ) b
    ),
    numbered as (select *, row_number() over (order by day, seat_web_id, k) as n from placed)
    insert into table_reservations (reservation_id, seat_web_id, band_id, day, start_time, end_time, time, kitchen, people, name, lang, token,
      created_at, confirmation_requested_at, verified_at, verified_via, cancelled_at, cancelled_by)
    select ${reservationId('n')}, seat_web_id, band_id, day, start_time, end_time, time, kitchen,
      2 + floor(power(r_people, 1.5) * 5)::int,
      (array['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'])[1 + floor(r_name * 10)::int],
      'it', 'demo-history.' || n,
      (day - 2 + time::time) at time zone '${TIME_ZONE}',
      (day - 2 + time::time) at time zone '${TIME_ZONE}' + interval '1 minute',
      case when r_state >= 0.06 then (day - 2 + time::time) at time zone '${TIME_ZONE}' + interval '3 minutes' end,
      case when r_state >= 0.06 then 'whatsapp' end,
      case when r_state < 0.03 then (day - 1 + time::time) at time zone '${TIME_ZONE}' end,
      case when r_state < 0.03 then 'CANCELLATAIL' end
    from numbered`),
  );
  await db.execute(sql`
    insert into reservation_attendance (reservation_id, status, marked_at)
    select reservation_id, case when random() < 0.09 then 'no-show' else 'arrived' end, (day + time::time) at time zone ${TIME_ZONE} + interval '20 minutes'
    from table_reservations
    where token like 'demo-history.%' and verified_at is not null and cancelled_at is null`);

  for (const table of TABLES) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  const [counts] = (
    await db.execute<{ orders: number; reservations: number }>(
      sql`select (select count(*) from orders where idempotency_key like ${`${KEY}%`})::int as orders,
        (select count(*) from table_reservations where token like 'demo-history.%')::int as reservations`,
    )
  ).rows;
  return { orders: Number(counts.orders), reservations: Number(counts.reservations) };
}
