CREATE TABLE "booking_customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reply_budget" (
	"day" date NOT NULL,
	"address" text NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reply_budget_day_address_pk" PRIMARY KEY("day","address")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "job_runs_job_due_at_pk" PRIMARY KEY("job","due_at"),
	CONSTRAINT "job_runs_state_check" CHECK ("job_runs"."state" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"original_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_subject_kind_check" CHECK ("photos"."subject_kind" in ('lead', 'booking'))
);
--> statement-breakpoint
CREATE TABLE "staff_calendar_feeds" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "handoff" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_phone" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "handoff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "booking_customer_notes" ADD CONSTRAINT "booking_customer_notes_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_calendar_feeds" ADD CONSTRAINT "staff_calendar_feeds_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_customer_notes_booking_idx" ON "booking_customer_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "photos_subject_idx" ON "photos" USING btree ("subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_calendar_feeds_token_key" ON "staff_calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_replaces_id_booking_requests_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."booking_requests"("id") ON DELETE no action ON UPDATE no action;