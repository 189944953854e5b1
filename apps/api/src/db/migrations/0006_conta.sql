CREATE TABLE "codigo_conta" (
	"codcodigo" serial PRIMARY KEY NOT NULL,
	"codpessoa" integer NOT NULL,
	"finalidade" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"usado_em" timestamp with time zone,
	"substituido_em" timestamp with time zone,
	CONSTRAINT "codigo_conta_tentativas" CHECK ("codigo_conta"."tentativas" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "email_saida" (
	"codemail" serial PRIMARY KEY NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"enviado_em" timestamp with time zone,
	"erro" text
);
--> statement-breakpoint
ALTER TABLE "pessoa" ALTER COLUMN "senha_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "codigo_conta" ADD CONSTRAINT "codigo_conta_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codigo_conta_vivo" ON "codigo_conta" USING btree ("codpessoa","finalidade") WHERE "codigo_conta"."usado_em" IS NULL AND "codigo_conta"."substituido_em" IS NULL;--> statement-breakpoint
CREATE INDEX "email_saida_pendente" ON "email_saida" USING btree ("enviado_em");