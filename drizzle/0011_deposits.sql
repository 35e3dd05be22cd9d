CREATE TABLE "deposit_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"stripe_refund_id" text,
	"stripe_message" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposit_refunds_amount_check" CHECK ("deposit_refunds"."amount_cents" > 0),
	CONSTRAINT "deposit_refunds_status_check" CHECK ("deposit_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "deposit_status" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "deposit_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_refunds_idempotency_key" ON "deposit_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_refunds_booking_idx" ON "deposit_refunds" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_checkout_session_key" ON "booking_requests" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "booking_requests_deposit_expiry_idx" ON "booking_requests" USING btree ("checkout_expires_at") WHERE "booking_requests"."deposit_status" = 'awaiting';--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_deposit_status_check" CHECK ("booking_requests"."deposit_status" in ('awaiting', 'paid', 'expired', 'refunded_partial', 'refunded_full'));--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_deposit_cents_check" CHECK ("booking_requests"."deposit_cents" >= 0 and "booking_requests"."deposit_refunded_cents" >= 0 and "booking_requests"."deposit_refunded_cents" <= coalesce("booking_requests"."deposit_cents", 0));