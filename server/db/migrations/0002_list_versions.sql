CREATE TABLE "list_versions" (
	"resource" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"epoch" uuid DEFAULT gen_random_uuid() NOT NULL
);
