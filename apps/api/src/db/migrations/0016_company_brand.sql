-- Brand and legal: the footer's VAT number and registered office, the company's own
-- booking confirmation numbers, and the version the back office checks before a save (409).
ALTER TABLE "companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registered_office" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sms_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "telegram_bot" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
