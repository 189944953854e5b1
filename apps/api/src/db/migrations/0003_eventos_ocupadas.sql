ALTER TABLE "evento" ADD COLUMN "ocupadas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "evento" SET "ocupadas" = least("vagas", "inscritos" + coalesce((SELECT sum("participantes") FROM "inscricao_evento" WHERE "inscricao_evento"."codevento" = "evento"."codevento"), 0))::int;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_ocupadas_na_capacidade" CHECK ("evento"."ocupadas" >= 0 and "evento"."ocupadas" <= "evento"."vagas");--> statement-breakpoint
ALTER TABLE "inscricao_evento" ADD CONSTRAINT "inscricao_evento_participantes" CHECK ("inscricao_evento"."participantes" > 0);
