ALTER TABLE "recado" ADD COLUMN "codautor" integer;--> statement-breakpoint
-- Hand-written below (issue 29): in a demo database seeded before this migration, the teacher's recados name
-- their author's account (Bruno, 1002), as the seed's recados.ts does.
UPDATE "recado" SET "codautor" = 1002 WHERE "autor" = 'Prof. Bruno Lima';
