-- The owner's dashboard's day totals (docs/decisions/019-report-day-totals.md): per venue and
-- closed service day (05:00 to 05:00 on the venue's clock), what the orders of that day add up
-- to, written the first time a dashboard asks for the day (modules/reports/reports-repository.ts,
-- fillReportDays), rolled up per whole month (report_months: only from a month's stored days,
-- deleted with any of them) and summed instead of the orders after that. A day is only ever cached once it
-- is at least a day old (days before yesterday); the triggers below delete a cached day's rows in
-- the same transaction as any change to what it counts, so the totals are never stale:
-- - orders inserted, updated (state, payment, amount, type, time, venue) or deleted, when the
--   order's service time is old enough to be in a cached day (a WHEN clause on the row: a new
--   order saved now never calls a function);
-- - order_progress.rejected_at set or cleared; refunds that succeed, change or go away;
--   order_details changed or deleted (an edited order replaces its lines).
-- The 5 hours are SERVICE_DAY_END_HOUR of the domain; 73126038 is the report days' advisory lock
-- (shared by the triggers, exclusive while a dashboard writes a venue's days).
CREATE TABLE "report_days" (
	"seat_web_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"counted_orders" integer DEFAULT 0 NOT NULL,
	"counted_cents" bigint DEFAULT 0 NOT NULL,
	"counted_refunded_cents" bigint DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_pk" PRIMARY KEY("seat_web_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_seat_web_id_seat_webs_seat_web_id_fk" FOREIGN KEY ("seat_web_id") REFERENCES "public"."seat_webs"("seat_web_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "report_day_takings" (
	"seat_web_id" integer NOT NULL,
	"day" date NOT NULL,
	"class" smallint NOT NULL,
	"order_type" integer NOT NULL,
	"payment_type" integer,
	"orders" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint NOT NULL,
	"refunded_orders" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_day_takings" ADD CONSTRAINT "report_day_takings_report_days_fk" FOREIGN KEY ("seat_web_id","day") REFERENCES "public"."report_days"("seat_web_id","day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_day_takings_day_idx" ON "report_day_takings" USING btree ("seat_web_id","day");--> statement-breakpoint
CREATE TABLE "report_day_hours" (
	"seat_web_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "report_day_hours_pk" PRIMARY KEY("seat_web_id","day","hour")
);
--> statement-breakpoint
ALTER TABLE "report_day_hours" ADD CONSTRAINT "report_day_hours_report_days_fk" FOREIGN KEY ("seat_web_id","day") REFERENCES "public"."report_days"("seat_web_id","day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "report_day_sellers" (
	"seat_web_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"name_key" text,
	"name" text,
	"quantity" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "report_day_sellers_kind_check" CHECK ("report_day_sellers"."kind" in ('product', 'option'))
);
--> statement-breakpoint
ALTER TABLE "report_day_sellers" ADD CONSTRAINT "report_day_sellers_report_days_fk" FOREIGN KEY ("seat_web_id","day") REFERENCES "public"."report_days"("seat_web_id","day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_day_sellers_day_idx" ON "report_day_sellers" USING btree ("seat_web_id","day");--> statement-breakpoint
CREATE TABLE "report_months" (
	"seat_web_id" integer NOT NULL,
	"month" date NOT NULL,
	"time_zone" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_months_pk" PRIMARY KEY("seat_web_id","month")
);
--> statement-breakpoint
ALTER TABLE "report_months" ADD CONSTRAINT "report_months_seat_web_id_seat_webs_seat_web_id_fk" FOREIGN KEY ("seat_web_id") REFERENCES "public"."seat_webs"("seat_web_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "report_month_takings" (
	"seat_web_id" integer NOT NULL,
	"month" date NOT NULL,
	"class" smallint NOT NULL,
	"order_type" integer NOT NULL,
	"payment_type" integer,
	"orders" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint NOT NULL,
	"refunded_orders" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_month_takings" ADD CONSTRAINT "report_month_takings_report_months_fk" FOREIGN KEY ("seat_web_id","month") REFERENCES "public"."report_months"("seat_web_id","month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_month_takings_month_idx" ON "report_month_takings" USING btree ("seat_web_id","month");--> statement-breakpoint
CREATE TABLE "report_month_sellers" (
	"seat_web_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"name_key" text,
	"name" text,
	"quantity" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "report_month_sellers_kind_check" CHECK ("report_month_sellers"."kind" in ('product', 'option'))
);
--> statement-breakpoint
ALTER TABLE "report_month_sellers" ADD CONSTRAINT "report_month_sellers_report_months_fk" FOREIGN KEY ("seat_web_id","month") REFERENCES "public"."report_months"("seat_web_id","month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_month_sellers_month_idx" ON "report_month_sellers" USING btree ("seat_web_id","month");--> statement-breakpoint
CREATE FUNCTION "tavola_report_day_forget"(p_seat_web_id integer, p_requested timestamp, p_created timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_time_zone text;
  v_day date;
BEGIN
  -- Only a service time at least a day old can be in a cached day (the bounds allow any time zone).
  IF p_seat_web_id IS NULL THEN RETURN; END IF;
  IF p_requested IS NOT NULL THEN
    IF p_requested >= (now() AT TIME ZONE 'UTC') - interval '9 hours' THEN RETURN; END IF;
  ELSIF p_created IS NULL OR p_created >= now() - interval '22 hours' THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(73126038, p_seat_web_id);
  SELECT "time_zone" INTO v_time_zone FROM "seat_webs" WHERE "seat_web_id" = p_seat_web_id;
  v_day := (coalesce(p_requested, p_created AT TIME ZONE coalesce(v_time_zone, 'UTC')) - interval '5 hours')::date;
  DELETE FROM "report_days" WHERE "seat_web_id" = p_seat_web_id AND "day" = v_day;
  DELETE FROM "report_months" WHERE "seat_web_id" = p_seat_web_id AND "month" = date_trunc('month', v_day)::date;
END
$$;--> statement-breakpoint
CREATE FUNCTION "tavola_report_day_forget_order"(p_order_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tavola_report_day_forget"("seat_web_id", "requested_date_time", "created_at") FROM "orders" WHERE "order_id" = p_order_id;
END
$$;--> statement-breakpoint
CREATE FUNCTION "tavola_orders_report_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "tavola_report_day_forget"(OLD."seat_web_id", OLD."requested_date_time", OLD."created_at");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "tavola_report_day_forget"(NEW."seat_web_id", NEW."requested_date_time", NEW."created_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "tavola_order_part_report_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tavola_report_day_forget_order"(CASE WHEN TG_OP = 'DELETE' THEN OLD."order_id" ELSE NEW."order_id" END);
  IF TG_OP = 'UPDATE' AND NEW."order_id" IS DISTINCT FROM OLD."order_id" THEN
    PERFORM "tavola_report_day_forget_order"(OLD."order_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_report_day_insert" AFTER INSERT ON "orders" FOR EACH ROW
  WHEN (NEW."requested_date_time" < (now() AT TIME ZONE 'UTC') - interval '9 hours'
    OR (NEW."requested_date_time" IS NULL AND NEW."created_at" < now() - interval '22 hours'))
  EXECUTE FUNCTION "tavola_orders_report_day"();--> statement-breakpoint
CREATE TRIGGER "orders_report_day_update" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN ((OLD."requested_date_time" < (now() AT TIME ZONE 'UTC') - interval '9 hours'
    OR (OLD."requested_date_time" IS NULL AND OLD."created_at" < now() - interval '22 hours')
    OR NEW."requested_date_time" < (now() AT TIME ZONE 'UTC') - interval '9 hours'
    OR (NEW."requested_date_time" IS NULL AND NEW."created_at" < now() - interval '22 hours'))
    AND ROW(OLD."order_status", OLD."payment_status", OLD."payment_type", OLD."order_type", OLD."total_amount_cents",
      OLD."cancelled_at", OLD."requested_date_time", OLD."created_at", OLD."seat_web_id")
    IS DISTINCT FROM ROW(NEW."order_status", NEW."payment_status", NEW."payment_type", NEW."order_type", NEW."total_amount_cents",
      NEW."cancelled_at", NEW."requested_date_time", NEW."created_at", NEW."seat_web_id"))
  EXECUTE FUNCTION "tavola_orders_report_day"();--> statement-breakpoint
CREATE TRIGGER "orders_report_day_delete" AFTER DELETE ON "orders" FOR EACH ROW
  WHEN (OLD."requested_date_time" < (now() AT TIME ZONE 'UTC') - interval '9 hours'
    OR (OLD."requested_date_time" IS NULL AND OLD."created_at" < now() - interval '22 hours'))
  EXECUTE FUNCTION "tavola_orders_report_day"();--> statement-breakpoint
CREATE TRIGGER "order_progress_report_day_insert" AFTER INSERT ON "order_progress" FOR EACH ROW
  WHEN (NEW."rejected_at" IS NOT NULL) EXECUTE FUNCTION "tavola_order_part_report_day"();--> statement-breakpoint
CREATE TRIGGER "order_progress_report_day_update" AFTER UPDATE ON "order_progress" FOR EACH ROW
  WHEN (OLD."rejected_at" IS DISTINCT FROM NEW."rejected_at") EXECUTE FUNCTION "tavola_order_part_report_day"();--> statement-breakpoint
CREATE TRIGGER "order_progress_report_day_delete" AFTER DELETE ON "order_progress" FOR EACH ROW
  WHEN (OLD."rejected_at" IS NOT NULL) EXECUTE FUNCTION "tavola_order_part_report_day"();--> statement-breakpoint
CREATE TRIGGER "refunds_report_day_insert" AFTER INSERT ON "refunds" FOR EACH ROW
  WHEN (NEW."status" = 'succeeded') EXECUTE FUNCTION "tavola_order_part_report_day"();--> statement-breakpoint
CREATE TRIGGER "refunds_report_day_update" AFTER UPDATE ON "refunds" FOR EACH ROW
  WHEN ((OLD."status" = 'succeeded' OR NEW."status" = 'succeeded')
    AND ROW(OLD."status", OLD."amount_cents", OLD."order_id") IS DISTINCT FROM ROW(NEW."status", NEW."amount_cents", NEW."order_id"))
  EXECUTE FUNCTION "tavola_order_part_report_day"();--> statement-breakpoint
CREATE TRIGGER "refunds_report_day_delete" AFTER DELETE ON "refunds" FOR EACH ROW
  WHEN (OLD."status" = 'succeeded') EXECUTE FUNCTION "tavola_order_part_report_day"();--> statement-breakpoint
CREATE TRIGGER "order_details_report_day_update" AFTER UPDATE ON "order_details" FOR EACH ROW
  WHEN (ROW(OLD."order_id", OLD."product_web_id", OLD."quantity", OLD."amount_cents", OLD."description", OLD."additive_variations")
    IS DISTINCT FROM ROW(NEW."order_id", NEW."product_web_id", NEW."quantity", NEW."amount_cents", NEW."description", NEW."additive_variations"))
  EXECUTE FUNCTION "tavola_order_part_report_day"();--> statement-breakpoint
CREATE TRIGGER "order_details_report_day_delete" AFTER DELETE ON "order_details" FOR EACH ROW
  EXECUTE FUNCTION "tavola_order_part_report_day"();--> statement-breakpoint
-- The order history and its CSV export read a venue's orders newest first by (created_at,
-- order_id), a page at a time after the last one's keyset: this index walks them in that order
-- instead of sorting the search's remaining orders again for every page.
CREATE INDEX "orders_seat_web_created_idx" ON "orders" USING btree ("seat_web_id","created_at","order_id");
