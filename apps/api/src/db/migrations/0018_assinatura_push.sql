CREATE TABLE "assinatura_push" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"codpessoa" integer NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"ultimo_sucesso_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "push_saida" ADD COLUMN "erro" text;--> statement-breakpoint
ALTER TABLE "push_saida" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_saida" ADD COLUMN "tentar_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assinatura_push" ADD CONSTRAINT "assinatura_push_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assinatura_push_pessoa" ON "assinatura_push" USING btree ("codpessoa");