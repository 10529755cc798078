-- A dine-in order knows its venue table (a copy of venue_tables.number), takeaway and delivery
-- orders carry the name the counter calls out, and a venue may have its staff confirm table
-- orders at the table instead of the diner's e-mail link (default: the e-mail link, spec 000).
ALTER TABLE "orders" ADD COLUMN "table_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_webs" ADD COLUMN "table_orders_confirmed_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_number_range" CHECK ("orders"."table_number" between 1 and 9999);
