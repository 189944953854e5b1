CREATE INDEX "aluno_turma" ON "aluno" USING btree (("dados"->>'codturma'),(("dados"->>'anoletivo')::int));--> statement-breakpoint
CREATE INDEX "aluno_ano_turma" ON "aluno" USING btree ((("dados"->>'anoletivo') || '|' || ("dados"->>'codturma')));--> statement-breakpoint
CREATE INDEX "aluno_empresa" ON "aluno" USING btree ((("dados"->>'codempresa')::int));--> statement-breakpoint
CREATE INDEX "pessoa_condominios" ON "pessoa" USING gin ("condominios");--> statement-breakpoint
CREATE INDEX "pessoa_alunos" ON "pessoa" USING gin ("alunos");