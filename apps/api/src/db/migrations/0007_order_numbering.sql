CREATE TABLE "order_number_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_number_counters" ADD CONSTRAINT "order_number_counters_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Companies that already have orders continue from their highest number.
INSERT INTO "order_number_counters" ("company_id", "last_number") SELECT "company_id", max("order_number") FROM "orders" GROUP BY "company_id";
