CREATE TABLE "chat_reply_budget" (
	"day" date NOT NULL,
	"address" text NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reply_budget_day_address_pk" PRIMARY KEY("day","address")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "handoff" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_phone" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "handoff_at" timestamp with time zone;