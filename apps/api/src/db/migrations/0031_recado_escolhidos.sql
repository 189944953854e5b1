ALTER TABLE "recado" ADD COLUMN "escolhidos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Recados already written to chosen students say so.
UPDATE "recado" SET "escolhidos" = true WHERE EXISTS (SELECT 1 FROM "recado_aluno" ra WHERE ra."codrecado" = "recado"."codrecado");
