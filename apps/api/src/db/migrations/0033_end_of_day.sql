-- "Chiusura giornata": a venue's daily summary mail (off until the owner turns it on), sent at
-- `send_time` on the venue's clock to `recipients` in `language`; and one row per venue and
-- service day whose summary went out, so a restart or a second API process never sends it twice
-- (the row is claimed with INSERT ... ON CONFLICT DO NOTHING before the mail is written).
CREATE TABLE "venue_end_of_day_settings" (
	"seat_web_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"send_time" text DEFAULT '23:30' NOT NULL,
	"recipients" text[] DEFAULT '{}' NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_end_of_day_settings_time_check" CHECK ("venue_end_of_day_settings"."send_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "venue_end_of_day_settings_language_check" CHECK ("venue_end_of_day_settings"."language" in ('it', 'en'))
);
--> statement-breakpoint
ALTER TABLE "venue_end_of_day_settings" ADD CONSTRAINT "venue_end_of_day_settings_seat_web_id_seat_webs_seat_web_id_fk" FOREIGN KEY ("seat_web_id") REFERENCES "public"."seat_webs"("seat_web_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "end_of_day_mails" (
	"seat_web_id" integer NOT NULL,
	"service_day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "end_of_day_mails_pk" PRIMARY KEY ("seat_web_id", "service_day")
);
--> statement-breakpoint
ALTER TABLE "end_of_day_mails" ADD CONSTRAINT "end_of_day_mails_seat_web_id_seat_webs_seat_web_id_fk" FOREIGN KEY ("seat_web_id") REFERENCES "public"."seat_webs"("seat_web_id") ON DELETE cascade ON UPDATE no action;
