CREATE TABLE "catalogue_meta" (
	"id" integer PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"occupation_count" integer NOT NULL,
	"skill_count" integer NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_skills" (
	"occupation_code" text NOT NULL,
	"skill_id" text NOT NULL,
	"position" integer NOT NULL,
	"importance" double precision NOT NULL,
	"level" double precision NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "occupation_skills_occupation_code_skill_id_pk" PRIMARY KEY("occupation_code","skill_id")
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"job_zone" integer,
	"industry" text NOT NULL,
	"salary_low" double precision,
	"salary_median" double precision,
	"salary_high" double precision,
	"salary_source" text,
	"salary_year" integer,
	"growth_percent" double precision,
	"growth_period" text,
	"growth_source" text,
	"tasks" jsonb NOT NULL,
	"alternate_titles" jsonb NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"interests" jsonb,
	"work_values" jsonb,
	"ratings_from" text
);
--> statement-breakpoint
CREATE TABLE "role_aliases" (
	"position" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"synonyms" jsonb NOT NULL,
	"resources" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skillmatch_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"desired_role" text NOT NULL,
	"current_role" text NOT NULL,
	"percent" integer NOT NULL,
	"catalogue_version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "occupation_skills" ADD CONSTRAINT "occupation_skills_occupation_code_occupations_code_fk" FOREIGN KEY ("occupation_code") REFERENCES "public"."occupations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupation_skills" ADD CONSTRAINT "occupation_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_aliases" ADD CONSTRAINT "role_aliases_code_occupations_code_fk" FOREIGN KEY ("code") REFERENCES "public"."occupations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skillmatch_reports" ADD CONSTRAINT "skillmatch_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupation_skills_skill_idx" ON "occupation_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "occupations_trending_idx" ON "occupations" USING btree ("trending");--> statement-breakpoint
CREATE INDEX "skillmatch_reports_user_created_idx" ON "skillmatch_reports" USING btree ("user_id","created_at");