CREATE TABLE "integration_oauth_grants" (
	"integration_id" integer PRIMARY KEY NOT NULL,
	"realm_id" text NOT NULL,
	"tokens_ciphertext" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synced_cash_balances" (
	"integration_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "synced_cash_balances_pkey" PRIMARY KEY("integration_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "synced_finance_lines" (
	"integration_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"month" text NOT NULL,
	"scenario" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"department" text,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "synced_finance_lines_pkey" PRIMARY KEY("integration_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "integration_oauth_grants" ADD CONSTRAINT "integration_oauth_grants_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_cash_balances" ADD CONSTRAINT "synced_cash_balances_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_finance_lines" ADD CONSTRAINT "synced_finance_lines_integration_id_system_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."system_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "synced_finance_lines_month_idx" ON "synced_finance_lines" USING btree ("integration_id","month");