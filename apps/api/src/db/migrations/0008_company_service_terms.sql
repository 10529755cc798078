-- The service terms the consent boxes refer to, shown from the footer of
-- every page beside the privacy policy (spec 001 §9).
ALTER TABLE "companies" ADD COLUMN "service_terms" text;
