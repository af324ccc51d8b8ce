CREATE TABLE "cds_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"iss" text NOT NULL,
	"jku" text NOT NULL,
	"tenant" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cds_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"service_id" text NOT NULL,
	"card_id" text NOT NULL,
	"outcome" text NOT NULL,
	"override_reason" jsonb,
	"accepted_suggestions" jsonb,
	"outcome_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chart_writes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"issuer_id" uuid,
	"tool_slug" text NOT NULL,
	"tool_version" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ehr_issuers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"iss" text NOT NULL,
	"client_id" text NOT NULL,
	"tenant" text,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ehr_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"issuer_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_hash" text,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ehr_user_preferences" (
	"user_hash" text PRIMARY KEY NOT NULL,
	"show_banner" boolean DEFAULT true NOT NULL,
	"product_code" text DEFAULT '{}' NOT NULL,
	"show_info_popup" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_launches" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"issuer_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_token_ids" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "frame_ancestors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cds_clients" ADD CONSTRAINT "cds_clients_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cds_feedback" ADD CONSTRAINT "cds_feedback_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_writes" ADD CONSTRAINT "chart_writes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_writes" ADD CONSTRAINT "chart_writes_issuer_id_ehr_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."ehr_issuers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ehr_issuers" ADD CONSTRAINT "ehr_issuers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ehr_sessions" ADD CONSTRAINT "ehr_sessions_issuer_id_ehr_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."ehr_issuers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ehr_sessions" ADD CONSTRAINT "ehr_sessions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_launches" ADD CONSTRAINT "smart_launches_issuer_id_ehr_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."ehr_issuers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cds_clients_iss_unique" ON "cds_clients" USING btree ("iss");--> statement-breakpoint
CREATE INDEX "cds_feedback_org_idx" ON "cds_feedback" USING btree ("organisation_id","received_at");--> statement-breakpoint
CREATE INDEX "chart_writes_org_idx" ON "chart_writes" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ehr_issuers_iss_unique" ON "ehr_issuers" USING btree ("iss");--> statement-breakpoint
CREATE INDEX "ehr_sessions_expires_idx" ON "ehr_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "smart_launches_expires_idx" ON "smart_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "used_token_ids_expires_idx" ON "used_token_ids" USING btree ("expires_at");