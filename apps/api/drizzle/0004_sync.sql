CREATE TYPE "public"."sync_run_status" AS ENUM('running', 'success', 'partial', 'error');--> statement-breakpoint
CREATE TYPE "public"."sync_trigger" AS ENUM('manual', 'schedule');--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"trigger" "sync_trigger" NOT NULL,
	"status" "sync_run_status" DEFAULT 'running' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"missing_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"reason" text,
	"retries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synced_applications" (
	"integration_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"job_source_id" text,
	"applied_at" timestamp with time zone NOT NULL,
	"hired_at" timestamp with time zone,
	"status" text NOT NULL,
	CONSTRAINT "synced_applications_pkey" PRIMARY KEY("integration_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "synced_goals" (
	"integration_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"person_source_id" text,
	"owner_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" "goal_status" NOT NULL,
	"priority" "priority" NOT NULL,
	"progress" double precision NOT NULL,
	"due_date" date,
	CONSTRAINT "synced_goals_pkey" PRIMARY KEY("integration_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "synced_jobs" (
	"integration_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"title" text NOT NULL,
	"department" text,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"openings" jsonb NOT NULL,
	CONSTRAINT "synced_jobs_pkey" PRIMARY KEY("integration_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "synced_okrs" (
	"integration_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"title" text NOT NULL,
	"type" "okr_type" NOT NULL,
	"progress" double precision NOT NULL,
	CONSTRAINT "synced_okrs_pkey" PRIMARY KEY("integration_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "synced_people" (
	"id" serial NOT NULL,
	"integration_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"name" text NOT NULL,
	"job_title" text,
	"department" text,
	"supervisor_source_id" text,
	"hire_date" date,
	"work_email" text,
	"photo_url" text,
	CONSTRAINT "synced_people_pkey" PRIMARY KEY("integration_id","source_id"),
	CONSTRAINT "synced_people_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "synced_time_off" (
	"integration_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"person_source_id" text,
	"person_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" text,
	CONSTRAINT "synced_time_off_pkey" PRIMARY KEY("integration_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "system_integrations" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_applications" ADD CONSTRAINT "synced_applications_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_goals" ADD CONSTRAINT "synced_goals_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_jobs" ADD CONSTRAINT "synced_jobs_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_okrs" ADD CONSTRAINT "synced_okrs_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_people" ADD CONSTRAINT "synced_people_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_time_off" ADD CONSTRAINT "synced_time_off_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_runs_integration_idx" ON "sync_runs" USING btree ("integration_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_running" ON "sync_runs" USING btree ("integration_id") WHERE "sync_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "synced_people_email_idx" ON "synced_people" USING btree ("integration_id","work_email");