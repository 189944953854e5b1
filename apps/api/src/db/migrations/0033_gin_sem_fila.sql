DROP INDEX "pessoa_condominios";--> statement-breakpoint
DROP INDEX "pessoa_alunos";--> statement-breakpoint
CREATE INDEX "pessoa_condominios" ON "pessoa" USING gin ("condominios") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "pessoa_alunos" ON "pessoa" USING gin ("alunos") WITH (fastupdate=false);