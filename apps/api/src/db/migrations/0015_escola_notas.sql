CREATE TABLE "disciplina" (
	"coddisciplina" serial PRIMARY KEY NOT NULL,
	"codempresa" integer NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "disciplina_empresa_nome" UNIQUE("codempresa","nome")
);
--> statement-breakpoint
CREATE TABLE "docencia" (
	"codpessoa" integer NOT NULL,
	"coddisciplina" integer NOT NULL,
	"anoletivo" integer NOT NULL,
	"codturma" text NOT NULL,
	CONSTRAINT "docencia_codpessoa_coddisciplina_anoletivo_codturma_pk" PRIMARY KEY("codpessoa","coddisciplina","anoletivo","codturma")
);
--> statement-breakpoint
CREATE TABLE "frequencia" (
	"codaluno" text NOT NULL,
	"coddisciplina" integer NOT NULL,
	"anoletivo" integer NOT NULL,
	"codturma" text NOT NULL,
	"bimestre" integer NOT NULL,
	"aulas_dadas" integer,
	"faltas" integer NOT NULL,
	CONSTRAINT "frequencia_codaluno_coddisciplina_anoletivo_bimestre_pk" PRIMARY KEY("codaluno","coddisciplina","anoletivo","bimestre"),
	CONSTRAINT "frequencia_bimestre" CHECK ("frequencia"."bimestre" between 1 and 4),
	CONSTRAINT "frequencia_faltas" CHECK ("frequencia"."faltas" >= 0 and ("frequencia"."aulas_dadas" is null or "frequencia"."faltas" <= "frequencia"."aulas_dadas"))
);
--> statement-breakpoint
CREATE TABLE "nota" (
	"codnota" serial PRIMARY KEY NOT NULL,
	"codaluno" text NOT NULL,
	"coddisciplina" integer NOT NULL,
	"anoletivo" integer NOT NULL,
	"codturma" text NOT NULL,
	"bimestre" integer NOT NULL,
	"nota" integer NOT NULL,
	"recuperacao" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	"alterado_por" integer,
	"alterado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nota_aluno_disciplina_ano_bimestre" UNIQUE("codaluno","coddisciplina","anoletivo","bimestre"),
	CONSTRAINT "nota_bimestre" CHECK ("nota"."bimestre" between 1 and 4),
	CONSTRAINT "nota_faixa" CHECK ("nota"."nota" between 0 and 100),
	CONSTRAINT "nota_recuperacao_faixa" CHECK ("nota"."recuperacao" is null or "nota"."recuperacao" between 0 and 100),
	CONSTRAINT "nota_versao" CHECK ("nota"."versao" >= 1)
);
--> statement-breakpoint
ALTER TABLE "disciplina" ADD CONSTRAINT "disciplina_codempresa_empresa_codempresa_fk" FOREIGN KEY ("codempresa") REFERENCES "public"."empresa"("codempresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docencia" ADD CONSTRAINT "docencia_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docencia" ADD CONSTRAINT "docencia_coddisciplina_disciplina_coddisciplina_fk" FOREIGN KEY ("coddisciplina") REFERENCES "public"."disciplina"("coddisciplina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencia" ADD CONSTRAINT "frequencia_codaluno_aluno_codaluno_fk" FOREIGN KEY ("codaluno") REFERENCES "public"."aluno"("codaluno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencia" ADD CONSTRAINT "frequencia_coddisciplina_disciplina_coddisciplina_fk" FOREIGN KEY ("coddisciplina") REFERENCES "public"."disciplina"("coddisciplina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota" ADD CONSTRAINT "nota_codaluno_aluno_codaluno_fk" FOREIGN KEY ("codaluno") REFERENCES "public"."aluno"("codaluno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota" ADD CONSTRAINT "nota_coddisciplina_disciplina_coddisciplina_fk" FOREIGN KEY ("coddisciplina") REFERENCES "public"."disciplina"("coddisciplina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota" ADD CONSTRAINT "nota_alterado_por_pessoa_codpessoa_fk" FOREIGN KEY ("alterado_por") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docencia_turma" ON "docencia" USING btree ("coddisciplina","anoletivo","codturma");--> statement-breakpoint
CREATE INDEX "frequencia_turma" ON "frequencia" USING btree ("coddisciplina","anoletivo","codturma");--> statement-breakpoint
CREATE INDEX "nota_turma" ON "nota" USING btree ("coddisciplina","anoletivo","codturma");--> statement-breakpoint
-- Written by hand from here on (issue 28): drizzle-kit moves no data. The grades leave their two copies — the
-- teacher's sheet (ficha_professor.turmas, JSON) and the boletim's display records (modulo_registro escola/boletim)
-- — for the tables above; where both hold a grade (the sheet's subject), the sheet's stands. The next migration
-- drops the JSON column. The subjects first, in the boletim's order.
INSERT INTO "disciplina" ("codempresa", "nome", "ordem")
SELECT s."codempresa", s."nome", coalesce(min(s."ordem"), 0)
FROM (
  SELECT f."codempresa", t->>'disciplina' AS "nome", NULL::integer AS "ordem"
  FROM "ficha_professor" f CROSS JOIN jsonb_array_elements(f."turmas") AS t
  UNION ALL
  SELECT r."esc_codempresa", r."dados"->>'titulo', r."ordem"
  FROM "modulo_registro" r
  WHERE r."modulo" = 'escola' AND r."lista" = 'boletim' AND r."esc_codempresa" IS NOT NULL
) s
WHERE s."nome" IS NOT NULL AND EXISTS (SELECT 1 FROM "empresa" e WHERE e."codempresa" = s."codempresa")
GROUP BY s."codempresa", s."nome"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The sheet's students who were no `aluno` row (a teacher's classmates of the demo's children) become one, as of
-- the latest year they appear in, so every grade points at its student.
INSERT INTO "aluno" ("codaluno", "dados")
SELECT DISTINCT ON (a->>'codaluno') a->>'codaluno',
  jsonb_build_object('codaluno', a->>'codaluno', 'nome', a->>'nome', 'codturma', t->>'codturma',
    'anoletivo', (t->>'anoletivo')::int, 'serie', t->>'descricao', 'codempresa', f."codempresa", 'dtnascimento', '')
FROM "ficha_professor" f
  CROSS JOIN jsonb_array_elements(f."turmas") AS t
  CROSS JOIN jsonb_array_elements(t->'alunos') AS a
WHERE a->>'codaluno' IS NOT NULL
ORDER BY a->>'codaluno', (t->>'anoletivo')::int DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "docencia" ("codpessoa", "coddisciplina", "anoletivo", "codturma")
SELECT f."codpessoa", d."coddisciplina", (t->>'anoletivo')::int, t->>'codturma'
FROM "ficha_professor" f
  CROSS JOIN jsonb_array_elements(f."turmas") AS t
  JOIN "disciplina" d ON d."codempresa" = f."codempresa" AND d."nome" = t->>'disciplina'
WHERE EXISTS (SELECT 1 FROM "pessoa" p WHERE p."codpessoa" = f."codpessoa")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "nota" ("codaluno", "coddisciplina", "anoletivo", "codturma", "bimestre", "nota")
SELECT a->>'codaluno', d."coddisciplina", (t->>'anoletivo')::int, t->>'codturma', n."b"::int,
  round(n."valor"::numeric * 10)::int
FROM "ficha_professor" f
  CROSS JOIN jsonb_array_elements(f."turmas") AS t
  JOIN "disciplina" d ON d."codempresa" = f."codempresa" AND d."nome" = t->>'disciplina'
  CROSS JOIN jsonb_array_elements(t->'alunos') AS a
  CROSS JOIN jsonb_array_elements_text(a->'notas') WITH ORDINALITY AS n("valor", "b")
WHERE n."b" <= 4 AND n."valor"::numeric BETWEEN 0 AND 10
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The sheet kept one total of absences per student: it goes to the last bimester graded, its lessons unknown.
INSERT INTO "frequencia" ("codaluno", "coddisciplina", "anoletivo", "codturma", "bimestre", "aulas_dadas", "faltas")
SELECT a->>'codaluno', d."coddisciplina", (t->>'anoletivo')::int, t->>'codturma',
  greatest(1, least(4, jsonb_array_length(a->'notas'))), NULL, (a->>'faltas')::int
FROM "ficha_professor" f
  CROSS JOIN jsonb_array_elements(f."turmas") AS t
  JOIN "disciplina" d ON d."codempresa" = f."codempresa" AND d."nome" = t->>'disciplina'
  CROSS JOIN jsonb_array_elements(t->'alunos') AS a
WHERE (a->>'faltas')::int >= 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The boletim's records: each "Nº bimestre" detail with a grade ('8,5') is a grade of the student's current year.
INSERT INTO "nota" ("codaluno", "coddisciplina", "anoletivo", "codturma", "bimestre", "nota")
SELECT r."esc_codaluno", d."coddisciplina", (al."dados"->>'anoletivo')::int, al."dados"->>'codturma',
  left(x->>'rotulo', 1)::int, replace(x->>'valor', ',', '')::int
FROM "modulo_registro" r
  JOIN "aluno" al ON al."codaluno" = r."esc_codaluno"
  JOIN "disciplina" d ON d."codempresa" = r."esc_codempresa" AND d."nome" = r."dados"->>'titulo'
  CROSS JOIN jsonb_array_elements(r."dados"->'detalhes') AS x
WHERE r."modulo" = 'escola' AND r."lista" = 'boletim'
  AND x->>'rotulo' ~ '^[1-4]º bimestre$' AND x->>'valor' ~ '^(10|[0-9]),[0-9]$'
  AND replace(x->>'valor', ',', '')::int <= 100
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "frequencia" ("codaluno", "coddisciplina", "anoletivo", "codturma", "bimestre", "aulas_dadas", "faltas")
SELECT r."esc_codaluno", d."coddisciplina", (al."dados"->>'anoletivo')::int, al."dados"->>'codturma',
  greatest(1, least(4, (SELECT count(*) FROM jsonb_array_elements(r."dados"->'detalhes') AS g
    WHERE g->>'rotulo' ~ '^[1-4]º bimestre$' AND g->>'valor' ~ '^(10|[0-9]),[0-9]$')::int)),
  NULL, (x->>'valor')::int
FROM "modulo_registro" r
  JOIN "aluno" al ON al."codaluno" = r."esc_codaluno"
  JOIN "disciplina" d ON d."codempresa" = r."esc_codempresa" AND d."nome" = r."dados"->>'titulo'
  CROSS JOIN jsonb_array_elements(r."dados"->'detalhes') AS x
WHERE r."modulo" = 'escola' AND r."lista" = 'boletim' AND x->>'rotulo' = 'Faltas' AND x->>'valor' ~ '^[0-9]{1,4}$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The boletim is now computed from the grades (operations/escola/boletim.ts); its list header stays.
DELETE FROM "modulo_registro" WHERE "modulo" = 'escola' AND "lista" = 'boletim';
