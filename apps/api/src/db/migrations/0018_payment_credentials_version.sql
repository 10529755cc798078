-- Version checks against silent overwrites (409): the payment keys screen sends the
-- version it loaded; a save or removal based on an older one is refused. 0 on the screen means
-- "no row yet", so stored rows start at 1.
ALTER TABLE "payment_credentials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
