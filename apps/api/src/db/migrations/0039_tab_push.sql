-- Web Push to the participants of a table's shared tab (modules/push/README.md): a
-- subscription may belong to a participant of a tab (anonymous, known by their token) instead
-- of a customer or a staff member; it ends when the tab ends or the participant is removed.
-- push_tab_notices keeps a tab's end notice from being queued twice.
ALTER TABLE "push_subscriptions" ADD COLUMN "table_tab_participant_id" integer REFERENCES "table_tab_participants"("participant_id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_owner_ck";
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_owner_ck" CHECK (
	("customer_id" IS NOT NULL)::integer + ("staff_member_id" IS NOT NULL)::integer + ("table_tab_participant_id" IS NOT NULL)::integer = 1
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_participant_idx" ON "push_subscriptions" ("table_tab_participant_id") WHERE "table_tab_participant_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "push_tab_notices" (
	"table_tab_id" integer NOT NULL REFERENCES "table_tabs"("table_tab_id") ON DELETE cascade,
	"notice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("table_tab_id", "notice")
);
