-- The audit trail: append-only, chained by hashes (apps/api/src/audit/trail.ts).
CREATE TABLE "audit_anchors" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_event_id" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"removed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"organisation_id" integer,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"subject_user_id" integer,
	"changes" jsonb,
	"detail" jsonb,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"result" text NOT NULL,
	"status" integer,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "audit_read_marks" (
	"user_id" integer NOT NULL,
	"call" text NOT NULL,
	"data_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_read_marks_user_id_call_data_version_pk" PRIMARY KEY("user_id","call","data_version")
);
--> statement-breakpoint
CREATE INDEX "audit_events_organisation_idx" ON "audit_events" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
-- The database itself refuses to edit the trail: an UPDATE always; a DELETE unless the
-- transaction says it is the retention job's (`SET LOCAL q.audit_retention = 'on'`); a TRUNCATE
-- always. The same for the anchors, which only the retention job appends to.
CREATE FUNCTION "audit_trail_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND TG_TABLE_NAME = 'audit_events'
		AND coalesce(current_setting('q.audit_retention', true), '') = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'the audit trail is append-only: % on % refused', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_trail_guard"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_trail_guard"();--> statement-breakpoint
CREATE TRIGGER "audit_anchors_append_only" BEFORE UPDATE OR DELETE ON "audit_anchors"
	FOR EACH ROW EXECUTE FUNCTION "audit_trail_guard"();--> statement-breakpoint
CREATE TRIGGER "audit_anchors_no_truncate" BEFORE TRUNCATE ON "audit_anchors"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_trail_guard"();
