ALTER TABLE "synced_applications" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "synced_applications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "synced_applications" ADD COLUMN "offer_status" text;