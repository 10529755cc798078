-- A company's brand colours (packages/domain/src/brand-colour.ts): '#rrggbb', null for the
-- product's own. The rules (white text readable on the brand colour) live in the domain; the
-- database keeps only the shape, so nothing else can be stored.
ALTER TABLE "companies" ADD COLUMN "brand_colour" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand_background_colour" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_brand_colour_hex" CHECK ("brand_colour" ~ '^#[0-9a-f]{6}$');
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_brand_background_colour_hex" CHECK ("brand_background_colour" ~ '^#[0-9a-f]{6}$');
