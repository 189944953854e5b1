CREATE TABLE "alerta_frequencia" (
	"codaluno" text NOT NULL,
	"anoletivo" integer NOT NULL,
	"coddisciplina" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "alerta_frequencia_codaluno_anoletivo_coddisciplina_pk" PRIMARY KEY("codaluno","anoletivo","coddisciplina")
);
--> statement-breakpoint
CREATE TABLE "aula" (
	"codaula" serial PRIMARY KEY NOT NULL,
	"coddisciplina" integer NOT NULL,
	"anoletivo" integer NOT NULL,
	"codturma" text NOT NULL,
	"data" date NOT NULL,
	"periodo" integer NOT NULL,
	"chamada_por" integer,
	"chamada_em" timestamp with time zone,
	CONSTRAINT "aula_turma_disciplina_data_periodo" UNIQUE("codturma","coddisciplina","data","periodo"),
	CONSTRAINT "aula_periodo" CHECK ("aula"."periodo" between 1 and 6),
	CONSTRAINT "aula_chamada" CHECK (("aula"."chamada_em" is null) = ("aula"."chamada_por" is null))
);
--> statement-breakpoint
CREATE TABLE "justificativa_falta" (
	"codjustificativa" serial PRIMARY KEY NOT NULL,
	"codaluno" text NOT NULL,
	"codempresa" integer NOT NULL,
	"enviada_por" integer NOT NULL,
	"enviada_em" timestamp with time zone NOT NULL,
	"motivo" text NOT NULL,
	"codanexo" integer,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"decidida_por" integer,
	"decidida_em" timestamp with time zone,
	"motivo_recusa" text,
	CONSTRAINT "justificativa_situacao" CHECK ("justificativa_falta"."situacao" in ('pendente', 'aceita', 'recusada')),
	CONSTRAINT "justificativa_decisao" CHECK (("justificativa_falta"."situacao" = 'pendente') = ("justificativa_falta"."decidida_em" is null) and ("justificativa_falta"."decidida_em" is null) = ("justificativa_falta"."decidida_por" is null)),
	CONSTRAINT "justificativa_recusa" CHECK (("justificativa_falta"."situacao" = 'recusada') = ("justificativa_falta"."motivo_recusa" is not null))
);
--> statement-breakpoint
CREATE TABLE "presenca" (
	"codaula" integer NOT NULL,
	"codaluno" text NOT NULL,
	"presente" boolean NOT NULL,
	"codjustificativa" integer,
	CONSTRAINT "presenca_codaula_codaluno_pk" PRIMARY KEY("codaula","codaluno"),
	CONSTRAINT "presenca_justificada_e_falta" CHECK ("presenca"."codjustificativa" is null or not "presenca"."presente")
);
--> statement-breakpoint
ALTER TABLE "alerta_frequencia" ADD CONSTRAINT "alerta_frequencia_codaluno_aluno_codaluno_fk" FOREIGN KEY ("codaluno") REFERENCES "public"."aluno"("codaluno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_frequencia" ADD CONSTRAINT "alerta_frequencia_coddisciplina_disciplina_coddisciplina_fk" FOREIGN KEY ("coddisciplina") REFERENCES "public"."disciplina"("coddisciplina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aula" ADD CONSTRAINT "aula_coddisciplina_disciplina_coddisciplina_fk" FOREIGN KEY ("coddisciplina") REFERENCES "public"."disciplina"("coddisciplina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aula" ADD CONSTRAINT "aula_chamada_por_pessoa_codpessoa_fk" FOREIGN KEY ("chamada_por") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justificativa_falta" ADD CONSTRAINT "justificativa_falta_codaluno_aluno_codaluno_fk" FOREIGN KEY ("codaluno") REFERENCES "public"."aluno"("codaluno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justificativa_falta" ADD CONSTRAINT "justificativa_falta_codempresa_empresa_codempresa_fk" FOREIGN KEY ("codempresa") REFERENCES "public"."empresa"("codempresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justificativa_falta" ADD CONSTRAINT "justificativa_falta_enviada_por_pessoa_codpessoa_fk" FOREIGN KEY ("enviada_por") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justificativa_falta" ADD CONSTRAINT "justificativa_falta_codanexo_anexo_codanexo_fk" FOREIGN KEY ("codanexo") REFERENCES "public"."anexo"("codanexo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justificativa_falta" ADD CONSTRAINT "justificativa_falta_decidida_por_pessoa_codpessoa_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca" ADD CONSTRAINT "presenca_codaula_aula_codaula_fk" FOREIGN KEY ("codaula") REFERENCES "public"."aula"("codaula") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca" ADD CONSTRAINT "presenca_codaluno_aluno_codaluno_fk" FOREIGN KEY ("codaluno") REFERENCES "public"."aluno"("codaluno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenca" ADD CONSTRAINT "presenca_codjustificativa_justificativa_falta_codjustificativa_fk" FOREIGN KEY ("codjustificativa") REFERENCES "public"."justificativa_falta"("codjustificativa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aula_turma_ano" ON "aula" USING btree ("codturma","anoletivo","coddisciplina");--> statement-breakpoint
CREATE INDEX "aula_data" ON "aula" USING btree ("data");--> statement-breakpoint
CREATE INDEX "justificativa_pendente" ON "justificativa_falta" USING btree ("codempresa","situacao","enviada_em");--> statement-breakpoint
CREATE INDEX "justificativa_aluno" ON "justificativa_falta" USING btree ("codaluno");--> statement-breakpoint
CREATE INDEX "presenca_aluno" ON "presenca" USING btree ("codaluno","codaula");--> statement-breakpoint
CREATE INDEX "presenca_justificativa" ON "presenca" USING btree ("codjustificativa");