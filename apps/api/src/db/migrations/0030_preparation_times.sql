-- A venue's default preparation time per order type, in minutes (null: none). "Accetta" on the
-- order board offers it as the ready estimate the diner reads; 0-240 like the domain's schema.
ALTER TABLE "seat_webs" ADD COLUMN "local_order_preparation_minutes" integer;--> statement-breakpoint
ALTER TABLE "seat_webs" ADD COLUMN "takeaway_preparation_minutes" integer;--> statement-breakpoint
ALTER TABLE "seat_webs" ADD COLUMN "delivery_preparation_minutes" integer;--> statement-breakpoint
ALTER TABLE "seat_webs" ADD CONSTRAINT "seat_webs_preparation_minutes_range" CHECK (("seat_webs"."local_order_preparation_minutes" between 0 and 240) and ("seat_webs"."takeaway_preparation_minutes" between 0 and 240) and ("seat_webs"."delivery_preparation_minutes" between 0 and 240));
