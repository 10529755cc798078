-- Refunds, for every provider: a payment given back is recorded with the
-- provider's refund id, when and why (a second payment of an order already paid, an order
-- cancelled before its payment, a refund from the order board).
ALTER TABLE "online_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refund_reason" text;
