ALTER TABLE "mst_common" ADD COLUMN "value_hi" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "role_name_hi" text;