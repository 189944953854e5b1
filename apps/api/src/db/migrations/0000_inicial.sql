CREATE TABLE "aluno" (
	"codaluno" text PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anexo" (
	"codanexo" serial PRIMARY KEY NOT NULL,
	"codrecado" integer,
	"codcadastro" integer,
	"codpessoa" integer,
	"filename" text NOT NULL,
	"filetype" text NOT NULL,
	"filesize" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"dthcriacao" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cadastro_pessoa" (
	"codcadastro" serial PRIMARY KEY NOT NULL,
	"codpessoa" integer NOT NULL,
	"protocolo" text NOT NULL,
	"dados" jsonb NOT NULL,
	"dthcriacao" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cep" (
	"cep" text PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condominio" (
	"codcondomino" text PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracheque" (
	"codcontracheque" integer PRIMARY KEY NOT NULL,
	"codpessoa" integer NOT NULL,
	"competencia" text NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispositivo" (
	"token_push" text PRIMARY KEY NOT NULL,
	"codpessoa" integer NOT NULL,
	"plataforma" text NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documento" (
	"coddocumento" integer PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"dthpublicacao" timestamp with time zone NOT NULL,
	"publico" boolean NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "documento_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"codempresa" integer PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento" (
	"codevento" integer PRIMARY KEY NOT NULL,
	"esc_codpessoa" integer,
	"esc_codempresa" integer,
	"esc_anoletivo" integer,
	"esc_codturma" text,
	"esc_codaluno" text,
	"esc_codcondomino" text,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"local" text NOT NULL,
	"dthinicio" timestamp with time zone NOT NULL,
	"dthfim" timestamp with time zone NOT NULL,
	"vagas" integer NOT NULL,
	"inscritos" integer NOT NULL,
	"valor" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ficha_professor" (
	"codpessoa" integer NOT NULL,
	"codempresa" integer NOT NULL,
	"professor" text NOT NULL,
	"turmas" jsonb NOT NULL,
	CONSTRAINT "ficha_professor_codpessoa_codempresa_pk" PRIMARY KEY("codpessoa","codempresa")
);
--> statement-breakpoint
CREATE TABLE "idempotencia" (
	"codpessoa" integer NOT NULL,
	"chave" text NOT NULL,
	"coddao" integer NOT NULL,
	"digest" text NOT NULL,
	"status" integer,
	"corpo" text,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotencia_codpessoa_chave_pk" PRIMARY KEY("codpessoa","chave")
);
--> statement-breakpoint
CREATE TABLE "inscricao_evento" (
	"codinscricao" serial PRIMARY KEY NOT NULL,
	"codevento" integer NOT NULL,
	"codpessoa" integer NOT NULL,
	"participantes" integer NOT NULL,
	"observacao" text,
	"protocolo" text NOT NULL,
	"dthcriacao" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modulo_lista" (
	"modulo" text NOT NULL,
	"lista" text NOT NULL,
	"titulo" text NOT NULL,
	CONSTRAINT "modulo_lista_modulo_lista_pk" PRIMARY KEY("modulo","lista")
);
--> statement-breakpoint
CREATE TABLE "modulo_registro" (
	"codregistro" integer PRIMARY KEY NOT NULL,
	"modulo" text NOT NULL,
	"lista" text NOT NULL,
	"esc_codpessoa" integer,
	"esc_codempresa" integer,
	"esc_anoletivo" integer,
	"esc_codturma" text,
	"esc_codaluno" text,
	"esc_codcondomino" text,
	"ordem" integer NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacao" (
	"codnotificacao" serial PRIMARY KEY NOT NULL,
	"codpessoa" integer NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"dthcriacao" timestamp with time zone NOT NULL,
	"lida" boolean DEFAULT false NOT NULL,
	"rota" text
);
--> statement-breakpoint
CREATE TABLE "pessoa" (
	"codpessoa" integer PRIMARY KEY NOT NULL,
	"cpf" text,
	"cnpj" text,
	"email" text,
	"senha_hash" text NOT NULL,
	"nompessoa" text NOT NULL,
	"nome" text NOT NULL,
	"sexo" text NOT NULL,
	"foto" text,
	"dtnascimento" text,
	"lsttelefone" jsonb NOT NULL,
	"credenciais" jsonb NOT NULL,
	"empresas" jsonb NOT NULL,
	"condominios" jsonb NOT NULL,
	"alunos" jsonb NOT NULL,
	"codempresaselecionada" integer,
	"codturma" text,
	"codcondomino" text,
	"codpessoacondomino" text,
	"inscricao" text,
	"is_medico" boolean NOT NULL,
	"codprestador" text,
	"paramsistema" text,
	"config" jsonb NOT NULL,
	"menus" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prestador" (
	"codprestador" integer PRIMARY KEY NOT NULL,
	"codempresa" integer NOT NULL,
	"nome" text NOT NULL,
	"especialidade" text NOT NULL,
	"endereco" text NOT NULL,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"cep" text NOT NULL,
	"telefone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recado" (
	"codrecado" integer PRIMARY KEY NOT NULL,
	"esc_codpessoa" integer,
	"esc_codempresa" integer,
	"esc_anoletivo" integer,
	"esc_codturma" text,
	"esc_codaluno" text,
	"esc_codcondomino" text,
	"titulo" text NOT NULL,
	"autor" text NOT NULL,
	"dthpublicacao" timestamp with time zone NOT NULL,
	"texto" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recado_leitura" (
	"codrecado" integer NOT NULL,
	"codpessoa" integer NOT NULL,
	CONSTRAINT "recado_leitura_codrecado_codpessoa_pk" PRIMARY KEY("codrecado","codpessoa")
);
--> statement-breakpoint
CREATE TABLE "treinamento" (
	"codtreinamento" integer PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versao_app" (
	"plataforma" text PRIMARY KEY NOT NULL,
	"build" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "anexo_recado" ON "anexo" USING btree ("codrecado");--> statement-breakpoint
CREATE INDEX "anexo_cadastro" ON "anexo" USING btree ("codcadastro");--> statement-breakpoint
CREATE INDEX "contracheque_pessoa" ON "contracheque" USING btree ("codpessoa","competencia");--> statement-breakpoint
CREATE INDEX "idempotencia_criado" ON "idempotencia" USING btree ("criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "inscricao_evento_pessoa" ON "inscricao_evento" USING btree ("codevento","codpessoa");--> statement-breakpoint
CREATE INDEX "modulo_registro_lista" ON "modulo_registro" USING btree ("modulo","lista","ordem");--> statement-breakpoint
CREATE INDEX "notificacao_pessoa" ON "notificacao" USING btree ("codpessoa","dthcriacao");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_cpf" ON "pessoa" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_cnpj" ON "pessoa" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_email" ON "pessoa" USING btree ("email");--> statement-breakpoint
CREATE INDEX "prestador_especialidade" ON "prestador" USING btree ("especialidade");--> statement-breakpoint
CREATE INDEX "prestador_cidade" ON "prestador" USING btree ("cidade");--> statement-breakpoint
CREATE INDEX "recado_publicacao" ON "recado" USING btree ("dthpublicacao");