CREATE TABLE "computed_insight_states" (
	"user_id" integer NOT NULL,
	"insight_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"material" text NOT NULL,
	"snoozed_until" date,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "computed_insight_states_pkey" PRIMARY KEY("user_id","insight_id")
);
--> statement-breakpoint
CREATE TABLE "computed_insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"rule" text NOT NULL,
	"rule_version" integer NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" "insight_type" NOT NULL,
	"priority" "priority" NOT NULL,
	"action_text" text,
	"impact" text,
	"due_date" date,
	"person" text,
	"material" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "computed_insights_subject_key" UNIQUE("organisation_id","rule","subject")
);
--> statement-breakpoint
CREATE TABLE "insight_rule_states" (
	"organisation_id" integer NOT NULL,
	"rule" text NOT NULL,
	"thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wrong_data_dismissals" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_findings" integer,
	"held_back_reason" text,
	CONSTRAINT "insight_rule_states_pkey" PRIMARY KEY("organisation_id","rule")
);
--> statement-breakpoint
CREATE TABLE "synced_people_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"run_id" text NOT NULL,
	"kind" text NOT NULL,
	"person_source_id" text NOT NULL,
	"person_name" text NOT NULL,
	"department" text,
	"from_supervisor_source_id" text,
	"to_supervisor_source_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "synced_goals" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "computed_insight_states" ADD CONSTRAINT "computed_insight_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "computed_insight_states" ADD CONSTRAINT "computed_insight_states_insight_id_computed_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."computed_insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "computed_insights" ADD CONSTRAINT "computed_insights_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_rule_states" ADD CONSTRAINT "insight_rule_states_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_people_changes" ADD CONSTRAINT "synced_people_changes_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "computed_insight_states_insight_idx" ON "computed_insight_states" USING btree ("insight_id");--> statement-breakpoint
CREATE INDEX "computed_insights_active_idx" ON "computed_insights" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "synced_people_changes_at_idx" ON "synced_people_changes" USING btree ("integration_id","at");--> statement-breakpoint
-- While a sync run applies (its transaction names the run: SET LOCAL q.sync_run), the database
-- records who left (a person removed) and who moved to another manager. Outside a run (a
-- disconnection removing every record) nothing is recorded.
CREATE FUNCTION "synced_people_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	run text := nullif(current_setting('q.sync_run', true), '');
BEGIN
	IF run IS NULL THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'DELETE' THEN
		INSERT INTO "synced_people_changes" ("integration_id", "run_id", "kind", "person_source_id",
			"person_name", "department", "from_supervisor_source_id", "to_supervisor_source_id")
		VALUES (OLD."integration_id", run, 'left', OLD."source_id", OLD."name", OLD."department",
			OLD."supervisor_source_id", NULL);
	ELSIF OLD."supervisor_source_id" IS DISTINCT FROM NEW."supervisor_source_id" THEN
		INSERT INTO "synced_people_changes" ("integration_id", "run_id", "kind", "person_source_id",
			"person_name", "department", "from_supervisor_source_id", "to_supervisor_source_id")
		VALUES (NEW."integration_id", run, 'manager-changed', NEW."source_id", NEW."name",
			NEW."department", OLD."supervisor_source_id", NEW."supervisor_source_id");
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "synced_people_changes_recorded" AFTER UPDATE OF "supervisor_source_id" OR DELETE
	ON "synced_people" FOR EACH ROW EXECUTE FUNCTION "synced_people_record_change"();
