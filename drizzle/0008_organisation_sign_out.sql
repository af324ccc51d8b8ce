CREATE TABLE "organisation_sessions" (
	"session_id_hash" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_sign_ins" ADD COLUMN "end_provider_session" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_sessions" ADD CONSTRAINT "organisation_sessions_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_sessions" ADD CONSTRAINT "organisation_sessions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;