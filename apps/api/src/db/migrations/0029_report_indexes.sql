-- The owner's dashboard (modules/reports/reports-repository.ts) reads a venue's orders of a
-- range of service days: those with a requested time through orders_seat_web_requested_idx
-- (0000), the dine-in ones without one by when they were created (this partial index), and the
-- money given back through the refunded payments only (the second one).
CREATE INDEX "orders_seat_web_unrequested_created_idx" ON "orders" USING btree ("seat_web_id","created_at") WHERE "orders"."requested_date_time" is null;--> statement-breakpoint
CREATE INDEX "online_payments_refunded_idx" ON "online_payments" USING btree ("order_id") INCLUDE ("amount_cents", "refund_reason") WHERE "online_payments"."status" = 'refunded';
