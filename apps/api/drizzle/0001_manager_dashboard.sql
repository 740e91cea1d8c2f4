CREATE TYPE "public"."goal_status" AS ENUM('completed', 'on_track', 'in_progress', 'at_risk', 'overdue');--> statement-breakpoint
CREATE TYPE "public"."hris_insight_type" AS ENUM('anniversary', 'pto', 'timecard');--> statement-breakpoint
CREATE TYPE "public"."insight_source" AS ENUM('github', 'jira', 'hris', 'sentry');--> statement-breakpoint
CREATE TYPE "public"."insight_status" AS ENUM('active', 'dismissed', 'completed');--> statement-breakpoint
CREATE TYPE "public"."insight_type" AS ENUM('performance', 'productivity', 'team', 'people', 'process', 'system', 'ai_recommendation');--> statement-breakpoint
CREATE TYPE "public"."news_type" AS ENUM('leadership', 'ai-tips', 'domain', 'industry', 'prompt');--> statement-breakpoint
CREATE TYPE "public"."okr_type" AS ENUM('functional', 'company');--> statement-breakpoint
CREATE TYPE "public"."open_position_status" AS ENUM('urgent', 'active');--> statement-breakpoint
CREATE TYPE "public"."priority" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."tool_status" AS ENUM('operational', 'degraded', 'down', 'maintenance');--> statement-breakpoint
CREATE TABLE "budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"budgeted" numeric(14, 2) NOT NULL,
	"actual" numeric(14, 2) NOT NULL,
	CONSTRAINT "budget_lines_category_unique" UNIQUE("category"),
	CONSTRAINT "budget_lines_amounts" CHECK ("budget_lines"."budgeted" > 0 and "budget_lines"."actual" >= 0)
);
--> statement-breakpoint
CREATE TABLE "capacity_model" (
	"id" integer PRIMARY KEY NOT NULL,
	"current_velocity" double precision NOT NULL,
	"target_velocity" double precision NOT NULL,
	"team_utilization" double precision NOT NULL,
	"additional_engineers_needed" integer NOT NULL,
	CONSTRAINT "capacity_model_single_row" CHECK ("capacity_model"."id" = 1),
	CONSTRAINT "capacity_model_non_negative" CHECK (least("capacity_model"."current_velocity", "capacity_model"."target_velocity", "capacity_model"."team_utilization", "capacity_model"."additional_engineers_needed") >= 0)
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"department" text NOT NULL,
	"manager_id" integer,
	"avatar" text,
	"user_id" integer,
	CONSTRAINT "employees_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "headcount_metrics" (
	"id" integer PRIMARY KEY NOT NULL,
	"hired" integer NOT NULL,
	"open" integer NOT NULL,
	"planned" integer NOT NULL,
	"team_capacity" numeric(5, 2) NOT NULL,
	CONSTRAINT "headcount_metrics_single_row" CHECK ("headcount_metrics"."id" = 1),
	CONSTRAINT "headcount_metrics_counts" CHECK (least("headcount_metrics"."hired", "headcount_metrics"."open", "headcount_metrics"."planned") >= 0),
	CONSTRAINT "headcount_metrics_team_capacity" CHECK ("headcount_metrics"."team_capacity" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "hris_insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" "hris_insight_type" NOT NULL,
	"priority" "priority" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_states" (
	"user_id" integer NOT NULL,
	"insight_id" integer NOT NULL,
	"status" "insight_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_states_pkey" PRIMARY KEY("user_id","insight_id"),
	CONSTRAINT "insight_states_not_active" CHECK ("insight_states"."status" <> 'active')
);
--> statement-breakpoint
CREATE TABLE "management_insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" "insight_type" NOT NULL,
	"priority" "priority" NOT NULL,
	"status" "insight_status" DEFAULT 'active' NOT NULL,
	"source" "insight_source" NOT NULL,
	"action_required" boolean DEFAULT false NOT NULL,
	"action_text" text,
	"impact" text,
	"due_date" date,
	"person" text,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "news_type" NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"url" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" "okr_type" NOT NULL,
	"progress" numeric(5, 2) NOT NULL,
	CONSTRAINT "okrs_progress" CHECK ("okrs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "open_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" "open_position_status" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiting_metrics" (
	"id" integer PRIMARY KEY NOT NULL,
	"avg_time_to_fill" double precision NOT NULL,
	"avg_time_to_hire" double precision NOT NULL,
	CONSTRAINT "recruiting_metrics_single_row" CHECK ("recruiting_metrics"."id" = 1),
	CONSTRAINT "recruiting_metrics_days" CHECK ("recruiting_metrics"."avg_time_to_fill" >= 0 and "recruiting_metrics"."avg_time_to_hire" >= 0)
);
--> statement-breakpoint
CREATE TABLE "smart_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" "goal_status" NOT NULL,
	"priority" "priority" NOT NULL,
	"progress" numeric(5, 2) NOT NULL,
	"target" text,
	"due_date" date,
	CONSTRAINT "smart_goals_progress" CHECK ("smart_goals"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" "tool_status" NOT NULL,
	"uptime" numeric(5, 2) NOT NULL,
	"url" text NOT NULL,
	"logo" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "tools_uptime" CHECK ("tools"."uptime" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_states" ADD CONSTRAINT "insight_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_states" ADD CONSTRAINT "insight_states_insight_id_management_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."management_insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_manager_id_idx" ON "employees" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "insight_states_insight_id_idx" ON "insight_states" USING btree ("insight_id");--> statement-breakpoint
CREATE INDEX "management_insights_status_idx" ON "management_insights" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tools_sort_order_idx" ON "tools" USING btree ("sort_order");