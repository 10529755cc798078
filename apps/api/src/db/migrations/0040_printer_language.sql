-- The language of a kitchen printer's tickets ('it' or 'en'): the fixed words of its tickets
-- (order, table, notes, the end-of-day summary...) are printed in it. Printers already there
-- take their company's default language when it is one of the two, else Italian.
ALTER TABLE "printers" ADD COLUMN "language" text DEFAULT 'it' NOT NULL;
--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_language_check" CHECK ("language" in ('it', 'en'));
--> statement-breakpoint
UPDATE "printers" p SET "language" = l."language_code"
  FROM "seat_webs" s
  JOIN "company_languages" cl ON cl."company_id" = s."company_id" AND cl."is_default"
  JOIN "languages" l ON l."language_id" = cl."language_id"
 WHERE s."seat_web_id" = p."seat_web_id" AND l."language_code" IN ('it', 'en');
