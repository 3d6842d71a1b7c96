DROP INDEX "occupations_trending_idx";--> statement-breakpoint
ALTER TABLE "occupations" DROP COLUMN "trending";