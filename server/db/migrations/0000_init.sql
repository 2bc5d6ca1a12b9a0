CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"block_id" integer NOT NULL,
	"block_name" text NOT NULL,
	"district_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_district_id_block_id_pk" PRIMARY KEY("district_id","block_id")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"district_id" integer PRIMARY KEY NOT NULL,
	"district_name" text NOT NULL,
	"state_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"driver_name" text NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"card_holder_id" integer DEFAULT 2 NOT NULL,
	"mhu" text NOT NULL,
	"site" integer NOT NULL,
	"dob" date NOT NULL,
	"mobile_no" text,
	"gender" integer NOT NULL,
	"id_card" integer NOT NULL,
	"spouse_parent_name" text NOT NULL,
	"relationship" integer NOT NULL,
	"age" integer,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"city_village" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "health_workers" (
	"health_worker_name" text NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"card_holder_id" integer DEFAULT 2 NOT NULL,
	"mhu" text NOT NULL,
	"site" integer NOT NULL,
	"dob" date NOT NULL,
	"mobile_no" text,
	"gender" integer NOT NULL,
	"id_card" integer NOT NULL,
	"spouse_parent_name" text NOT NULL,
	"relationship" integer NOT NULL,
	"age" integer,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"city_village" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mst_common" (
	"common_id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"flag" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_name" text NOT NULL,
	"program_code" text NOT NULL,
	"state_id" integer,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"project_code" text NOT NULL,
	"state_id" integer,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" integer PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_name" text NOT NULL,
	"mhu" text NOT NULL,
	"site_code" text NOT NULL,
	"day_name" text NOT NULL,
	"days" integer NOT NULL,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state_id" integer PRIMARY KEY NOT NULL,
	"state_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"mobile_number" text,
	"role_id" integer NOT NULL,
	"state_id" integer,
	"district_id" integer[],
	"block_id" integer,
	"city_village" text,
	"program_id" integer,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_district_id_districts_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("district_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "districts_state_idx" ON "districts" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "mst_common_flag_idx" ON "mst_common" USING btree ("flag");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_idx" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;