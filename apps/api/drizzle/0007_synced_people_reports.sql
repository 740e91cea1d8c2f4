DROP INDEX "synced_people_supervisor_idx";--> statement-breakpoint
CREATE INDEX "synced_people_reports_idx" ON "synced_people" USING btree ("integration_id","supervisor_source_id","id");