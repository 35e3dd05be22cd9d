CREATE TABLE "content_items" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" in ('published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"revision" integer NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"action" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_state_one_row" CHECK ("content_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "price_book_version" integer;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "content_editor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_key" ON "content_revisions" USING btree ("kind","key","revision");