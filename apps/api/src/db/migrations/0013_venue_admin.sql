-- Back office, venues: the version an editor read, so a stale save is refused (409)
-- instead of silently overwriting a colleague's change.
ALTER TABLE "seat_webs" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
