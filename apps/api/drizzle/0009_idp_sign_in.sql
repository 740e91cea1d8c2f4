-- Sign-in through the company's identity provider: the organisation it signs people into, the
-- person's subject there and what their groups granted, and how each session was made. An
-- email is unique within an organisation, no longer across them: the demo company's accounts
-- and a real company's may share addresses.
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "idp_issuer" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "via" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "idp_subject" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "group_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_idp_issuer_unique" UNIQUE("idp_issuer");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_email_unique" UNIQUE("organisation_id","email");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_subject_unique" UNIQUE("organisation_id","idp_subject");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_via_known" CHECK ("sessions"."via" in ('demo', 'identity-provider'));