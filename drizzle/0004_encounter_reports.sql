CREATE TABLE "encounter_report_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"report_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"row_count" integer
);
--> statement-breakpoint
CREATE TABLE "encounter_report_chunks" (
	"report_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "encounter_report_chunks_report_id_seq_pk" PRIMARY KEY("report_id","seq")
);
--> statement-breakpoint
CREATE TABLE "encounter_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requested_by" uuid,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_checks" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "encounter_report_chunks" ADD CONSTRAINT "encounter_report_chunks_report_id_encounter_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."encounter_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_reports" ADD CONSTRAINT "encounter_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounter_reports" ADD CONSTRAINT "encounter_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encounter_report_audit_org_at_idx" ON "encounter_report_audit" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "encounter_reports_org_created_idx" ON "encounter_reports" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE FUNCTION "encounter_report_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'encounter_report_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "encounter_report_audit_no_change" BEFORE UPDATE OR DELETE ON "encounter_report_audit"
	FOR EACH ROW EXECUTE FUNCTION "encounter_report_audit_append_only"();
