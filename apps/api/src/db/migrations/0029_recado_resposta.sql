CREATE SEQUENCE "public"."recado_codrecado_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "recado_aluno" (
	"codrecado" integer NOT NULL,
	"codaluno" text NOT NULL,
	CONSTRAINT "recado_aluno_codrecado_codaluno_pk" PRIMARY KEY("codrecado","codaluno")
);
--> statement-breakpoint
CREATE TABLE "recado_resposta" (
	"codresposta" serial PRIMARY KEY NOT NULL,
	"codrecado" integer NOT NULL,
	"codfamilia" integer NOT NULL,
	"codpessoa" integer NOT NULL,
	"texto" text NOT NULL,
	"em" timestamp with time zone NOT NULL,
	CONSTRAINT "recado_resposta_texto" CHECK (length("recado_resposta"."texto") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "recado" ALTER COLUMN "codrecado" SET DEFAULT nextval('recado_codrecado_seq');--> statement-breakpoint
ALTER TABLE "anexo" ADD COLUMN "codresposta" integer;--> statement-breakpoint
ALTER TABLE "recado" ADD COLUMN "permite_respostas" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recado_aluno" ADD CONSTRAINT "recado_aluno_codrecado_recado_codrecado_fk" FOREIGN KEY ("codrecado") REFERENCES "public"."recado"("codrecado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recado_aluno" ADD CONSTRAINT "recado_aluno_codaluno_aluno_codaluno_fk" FOREIGN KEY ("codaluno") REFERENCES "public"."aluno"("codaluno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recado_resposta" ADD CONSTRAINT "recado_resposta_codrecado_recado_codrecado_fk" FOREIGN KEY ("codrecado") REFERENCES "public"."recado"("codrecado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recado_resposta" ADD CONSTRAINT "recado_resposta_codfamilia_pessoa_codpessoa_fk" FOREIGN KEY ("codfamilia") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recado_resposta" ADD CONSTRAINT "recado_resposta_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recado_aluno_aluno" ON "recado_aluno" USING btree ("codaluno");--> statement-breakpoint
CREATE INDEX "recado_resposta_conversa" ON "recado_resposta" USING btree ("codrecado","codfamilia","em");--> statement-breakpoint
CREATE INDEX "anexo_resposta" ON "anexo" USING btree ("codresposta");--> statement-breakpoint
CREATE INDEX "recado_do_autor" ON "recado" USING btree ("codautor");