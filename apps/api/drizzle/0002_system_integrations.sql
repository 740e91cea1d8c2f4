CREATE TYPE "public"."integration_provider" AS ENUM('workday', 'bamboohr', 'adp', 'successfactors', 'greenhouse', 'lever', 'workable', 'smartrecruiters', 'cornerstone', 'udemy', 'linkedin', 'degreed', 'quickbooks', 'netsuite', 'sap', 'oracle', 'datadog', 'newrelic', 'splunk', 'pagerduty', 'slack', 'teams', 'google', 'other');--> statement-breakpoint
CREATE TYPE "public"."sync_frequency" AS ENUM('hourly', 'daily', 'weekly');--> statement-breakpoint
CREATE TYPE "public"."sync_status" AS ENUM('success', 'error', 'pending');--> statement-breakpoint
CREATE TYPE "public"."system_type" AS ENUM('hris', 'ats', 'lms', 'financial', 'monitoring', 'collaboration');--> statement-breakpoint
CREATE TABLE "system_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"system_type" "system_type" NOT NULL,
	"system_name" "integration_provider" NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"sync_frequency" "sync_frequency" DEFAULT 'daily' NOT NULL,
	"api_endpoint" text NOT NULL,
	"api_key_ciphertext" text NOT NULL,
	"api_key_hint" text NOT NULL,
	"webhook_url" text,
	"config_data" jsonb,
	"sync_status" "sync_status",
	"last_sync_at" timestamp with time zone,
	"last_sync_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_integrations_user_type_unique" UNIQUE("user_id","system_type"),
	CONSTRAINT "system_integrations_webhook_hris_only" CHECK ("system_integrations"."webhook_url" is null or "system_integrations"."system_type" = 'hris')
);
--> statement-breakpoint
ALTER TABLE "system_integrations" ADD CONSTRAINT "system_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;