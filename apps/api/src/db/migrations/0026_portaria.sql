CREATE TABLE "autorizacao_visita" (
	"codautorizacao" serial PRIMARY KEY NOT NULL,
	"codedificio" text NOT NULL,
	"codcondomino" text NOT NULL,
	"codpessoa" integer NOT NULL,
	"nome" text NOT NULL,
	"documento" text,
	"tipo" text NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"dias_semana" smallint,
	"hora_inicio" smallint,
	"hora_fim" smallint,
	"placa" text,
	"codigo" text NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"revogada_em" timestamp with time zone,
	"revogada_por" integer,
	CONSTRAINT "autorizacao_visita_codigo" UNIQUE("codigo"),
	CONSTRAINT "autorizacao_visita_tipo" CHECK ("autorizacao_visita"."tipo" in ('visitante', 'servico')),
	CONSTRAINT "autorizacao_visita_datas" CHECK ("autorizacao_visita"."data_fim" >= "autorizacao_visita"."data_inicio"),
	CONSTRAINT "autorizacao_visita_dias" CHECK ("autorizacao_visita"."dias_semana" is null or "autorizacao_visita"."dias_semana" between 1 and 127),
	CONSTRAINT "autorizacao_visita_periodo" CHECK (("autorizacao_visita"."hora_inicio" is null and "autorizacao_visita"."hora_fim" is null) or ("autorizacao_visita"."hora_inicio" >= 0 and "autorizacao_visita"."hora_fim" > "autorizacao_visita"."hora_inicio" and "autorizacao_visita"."hora_fim" <= 1440)),
	CONSTRAINT "autorizacao_visita_revogada" CHECK (("autorizacao_visita"."revogada_em" is null) = ("autorizacao_visita"."revogada_por" is null))
);
--> statement-breakpoint
CREATE TABLE "encomenda" (
	"codencomenda" serial PRIMARY KEY NOT NULL,
	"codedificio" text NOT NULL,
	"codcondomino" text NOT NULL,
	"transportadora" text NOT NULL,
	"descricao" text,
	"foto" "bytea",
	"foto_tipo" text,
	"registrada_em" timestamp with time zone NOT NULL,
	"registrada_por" integer NOT NULL,
	"codigo_retirada" text NOT NULL,
	"retirada_em" timestamp with time zone,
	"retirada_por" text,
	"entregue_por" integer,
	CONSTRAINT "encomenda_codigo" CHECK ("encomenda"."codigo_retirada" ~ '^[0-9]{6}$'),
	CONSTRAINT "encomenda_foto" CHECK (("encomenda"."foto" is null) = ("encomenda"."foto_tipo" is null)),
	CONSTRAINT "encomenda_retirada" CHECK (("encomenda"."retirada_em" is null) = ("encomenda"."retirada_por" is null) and ("encomenda"."retirada_em" is null) = ("encomenda"."entregue_por" is null))
);
--> statement-breakpoint
CREATE TABLE "entrada_visita" (
	"codentrada" serial PRIMARY KEY NOT NULL,
	"codautorizacao" integer NOT NULL,
	"codporteiro" integer NOT NULL,
	"em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "autorizacao_visita" ADD CONSTRAINT "autorizacao_visita_codedificio_edificio_codedificio_fk" FOREIGN KEY ("codedificio") REFERENCES "public"."edificio"("codedificio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacao_visita" ADD CONSTRAINT "autorizacao_visita_codcondomino_condominio_codcondomino_fk" FOREIGN KEY ("codcondomino") REFERENCES "public"."condominio"("codcondomino") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacao_visita" ADD CONSTRAINT "autorizacao_visita_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacao_visita" ADD CONSTRAINT "autorizacao_visita_revogada_por_pessoa_codpessoa_fk" FOREIGN KEY ("revogada_por") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomenda" ADD CONSTRAINT "encomenda_codedificio_edificio_codedificio_fk" FOREIGN KEY ("codedificio") REFERENCES "public"."edificio"("codedificio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomenda" ADD CONSTRAINT "encomenda_codcondomino_condominio_codcondomino_fk" FOREIGN KEY ("codcondomino") REFERENCES "public"."condominio"("codcondomino") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomenda" ADD CONSTRAINT "encomenda_registrada_por_pessoa_codpessoa_fk" FOREIGN KEY ("registrada_por") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encomenda" ADD CONSTRAINT "encomenda_entregue_por_pessoa_codpessoa_fk" FOREIGN KEY ("entregue_por") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada_visita" ADD CONSTRAINT "entrada_visita_codautorizacao_autorizacao_visita_codautorizacao_fk" FOREIGN KEY ("codautorizacao") REFERENCES "public"."autorizacao_visita"("codautorizacao") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrada_visita" ADD CONSTRAINT "entrada_visita_codporteiro_pessoa_codpessoa_fk" FOREIGN KEY ("codporteiro") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autorizacao_visita_unidade" ON "autorizacao_visita" USING btree ("codcondomino","criada_em");--> statement-breakpoint
CREATE INDEX "encomenda_unidade" ON "encomenda" USING btree ("codcondomino","registrada_em");--> statement-breakpoint
CREATE INDEX "encomenda_pendente" ON "encomenda" USING btree ("codedificio","registrada_em") WHERE "encomenda"."retirada_em" is null;--> statement-breakpoint
CREATE INDEX "entrada_visita_autorizacao" ON "entrada_visita" USING btree ("codautorizacao","em");