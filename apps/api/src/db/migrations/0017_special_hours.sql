-- Special opening hours on an exception date. A time frame naming a date runs on
-- that date only and, with the other frames of that date, replaces the weekday's frames.
ALTER TABLE "time_frames" ADD COLUMN "special_date" date;--> statement-breakpoint
CREATE INDEX "time_frames_seat_web_special_date_idx" ON "time_frames" USING btree ("seat_web_id","special_date");
