CREATE TABLE "sessao" (
	"id" text PRIMARY KEY NOT NULL,
	"codpessoa" integer NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"usada_em" timestamp with time zone NOT NULL,
	"agente" text,
	"plataforma" text,
	"ip" text,
	"revogada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tentativa_login" (
	"chave" text PRIMARY KEY NOT NULL,
	"falhas" integer NOT NULL,
	"janela_ate" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sessao_pessoa" ON "sessao" USING btree ("codpessoa");--> statement-breakpoint
CREATE INDEX "sessao_revogada" ON "sessao" USING btree ("revogada_em");--> statement-breakpoint
CREATE INDEX "tentativa_login_janela" ON "tentativa_login" USING btree ("janela_ate");