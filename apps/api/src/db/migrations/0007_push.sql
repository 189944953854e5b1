CREATE TABLE "push_saida" (
	"codpush" serial PRIMARY KEY NOT NULL,
	"token_push" text NOT NULL,
	"plataforma" text NOT NULL,
	"codpessoa" integer NOT NULL,
	"titulo" text NOT NULL,
	"corpo" text NOT NULL,
	"rota" text,
	"criado_em" timestamp with time zone NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "push_saida_pendente" ON "push_saida" USING btree ("enviado_em");