CREATE TABLE "evento_escolar" (
	"codeventoescolar" serial PRIMARY KEY NOT NULL,
	"codempresa" integer NOT NULL,
	"anoletivo" integer NOT NULL,
	"codturma" text,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"data" date NOT NULL,
	"data_fim" date NOT NULL,
	"dia_todo" boolean NOT NULL,
	"hora_inicio" time,
	"hora_fim" time,
	"publicado_por" integer,
	"publicado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_escolar_tipo" CHECK ("evento_escolar"."tipo" in ('evento', 'prova', 'reuniao', 'recesso', 'passeio')),
	CONSTRAINT "evento_escolar_periodo" CHECK ("evento_escolar"."data_fim" >= "evento_escolar"."data"),
	CONSTRAINT "evento_escolar_horario" CHECK (("evento_escolar"."dia_todo" and "evento_escolar"."hora_inicio" is null and "evento_escolar"."hora_fim" is null) or (not "evento_escolar"."dia_todo" and "evento_escolar"."hora_inicio" is not null))
);
--> statement-breakpoint
CREATE TABLE "feed_calendario" (
	"codfeed" serial PRIMARY KEY NOT NULL,
	"codpessoa" integer NOT NULL,
	"hash_token" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "evento_escolar" ADD CONSTRAINT "evento_escolar_codempresa_empresa_codempresa_fk" FOREIGN KEY ("codempresa") REFERENCES "public"."empresa"("codempresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_escolar" ADD CONSTRAINT "evento_escolar_publicado_por_pessoa_codpessoa_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_calendario" ADD CONSTRAINT "feed_calendario_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evento_escolar_empresa_data" ON "evento_escolar" USING btree ("codempresa","data","data_fim");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_calendario_hash" ON "feed_calendario" USING btree ("hash_token");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_calendario_vivo" ON "feed_calendario" USING btree ("codpessoa") WHERE "feed_calendario"."revogado_em" is null;