ALTER TABLE "drivers" ALTER COLUMN "dob" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "health_workers" ALTER COLUMN "dob" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "health_workers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;