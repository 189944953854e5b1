CREATE TABLE "recado_ciente" (
	"codrecado" integer NOT NULL,
	"codpessoa" integer NOT NULL,
	"codaluno" text,
	"em" timestamp with time zone NOT NULL,
	"dispositivo" text NOT NULL,
	"plataforma" text,
	CONSTRAINT "recado_ciente_codrecado_codpessoa_pk" PRIMARY KEY("codrecado","codpessoa")
);
--> statement-breakpoint
ALTER TABLE "recado" ADD COLUMN "pede_ciencia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recado_ciente" ADD CONSTRAINT "recado_ciente_codrecado_recado_codrecado_fk" FOREIGN KEY ("codrecado") REFERENCES "public"."recado"("codrecado") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recado_ciente" ADD CONSTRAINT "recado_ciente_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recado_ciente" ADD CONSTRAINT "recado_ciente_codaluno_aluno_codaluno_fk" FOREIGN KEY ("codaluno") REFERENCES "public"."aluno"("codaluno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (issue 31): a "Ciente" is stored once and never undone. drizzle-kit has no triggers, so the
-- database's own refusal of an UPDATE, DELETE or TRUNCATE of recado_ciente is written here (plpgsql, which PGlite
-- runs as PostgreSQL does); apps/api/test/recado-ciente.test.ts holds it on both.
CREATE FUNCTION "recado_ciente_imutavel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'recado_ciente: uma ciência registrada não é alterada nem apagada' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "recado_ciente_sem_update_delete" BEFORE UPDATE OR DELETE ON "recado_ciente" FOR EACH ROW EXECUTE FUNCTION "recado_ciente_imutavel"();--> statement-breakpoint
CREATE TRIGGER "recado_ciente_sem_truncate" BEFORE TRUNCATE ON "recado_ciente" FOR EACH STATEMENT EXECUTE FUNCTION "recado_ciente_imutavel"();
