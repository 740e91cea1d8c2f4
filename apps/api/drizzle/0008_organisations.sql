-- Integrations become the organisation's. Every existing user and integration joins the
-- organisation the deployment already had: the seeded sample company (id 1, the demo login's).
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "organisations" ("id", "name", "is_demo") VALUES (1, 'Acme', true);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('organisations', 'id'), 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
UPDATE "users" SET "organisation_id" = 1;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_integrations" DROP CONSTRAINT "system_integrations_user_type_unique";--> statement-breakpoint
ALTER TABLE "system_integrations" DROP CONSTRAINT "system_integrations_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "system_integrations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "system_integrations" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
UPDATE "system_integrations" AS si SET "organisation_id" = u."organisation_id" FROM "users" AS u WHERE u."id" = si."user_id";--> statement-breakpoint
-- Two users may each have configured the same type: one organisation keeps one per type, the
-- most recently synced (then the newest record). The others go, their synced data with them
-- (foreign keys cascade); the start logs how many (see apps/api/README.md, "Upgrading").
CREATE TABLE "organisation_upgrade_dropped_integrations" AS
	SELECT si."id", si."organisation_id", si."system_type", si."system_name", si."user_id"
	FROM "system_integrations" AS si
	JOIN (
		SELECT "id", row_number() OVER (
			PARTITION BY "organisation_id", "system_type"
			ORDER BY "last_sync_at" DESC NULLS LAST, "id" DESC
		) AS "rank"
		FROM "system_integrations"
	) AS ranked ON ranked."id" = si."id"
	WHERE ranked."rank" > 1;--> statement-breakpoint
DELETE FROM "system_integrations" WHERE "id" IN (SELECT "id" FROM "organisation_upgrade_dropped_integrations");--> statement-breakpoint
ALTER TABLE "system_integrations" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "system_integrations" ADD CONSTRAINT "system_integrations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_integrations" ADD CONSTRAINT "system_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_integrations" ADD CONSTRAINT "system_integrations_organisation_type_unique" UNIQUE("organisation_id","system_type");
