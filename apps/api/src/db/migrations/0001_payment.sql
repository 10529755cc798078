CREATE TABLE "test_card_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'requires_confirmation' NOT NULL,
	"card_last4" text,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "test_card_payments_status" CHECK ("test_card_payments"."status" in ('requires_confirmation', 'succeeded', 'declined')),
	CONSTRAINT "test_card_payments_amount_positive" CHECK ("test_card_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "test_card_payments" ADD CONSTRAINT "test_card_payments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_card_payments" ADD CONSTRAINT "test_card_payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_card_payments_order_idx" ON "test_card_payments" USING btree ("order_id");