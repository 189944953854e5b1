CREATE TABLE "edificio" (
	"codedificio" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"voto_por_fracao" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papel_condominio" (
	"codpessoa" integer NOT NULL,
	"codedificio" text NOT NULL,
	"papel" text NOT NULL,
	CONSTRAINT "papel_condominio_codpessoa_codedificio_papel_pk" PRIMARY KEY("codpessoa","codedificio","papel"),
	CONSTRAINT "papel_condominio_papel" CHECK ("papel_condominio"."papel" in ('sindico', 'porteiro'))
);
--> statement-breakpoint
CREATE TABLE "papel_empresa" (
	"codpessoa" integer NOT NULL,
	"codempresa" integer NOT NULL,
	"papel" text NOT NULL,
	CONSTRAINT "papel_empresa_codpessoa_codempresa_papel_pk" PRIMARY KEY("codpessoa","codempresa","papel"),
	CONSTRAINT "papel_empresa_papel" CHECK ("papel_empresa"."papel" in ('responsavel', 'professor', 'secretaria'))
);
--> statement-breakpoint
ALTER TABLE "condominio" ADD COLUMN "codedificio" text;--> statement-breakpoint
-- By hand: a database made before issue 32 has units and no buildings. Each building name becomes one building.
INSERT INTO "edificio" ("codedificio", "nome")
  SELECT DISTINCT 'E-' || md5("dados"->>'nomcondominio'), "dados"->>'nomcondominio' FROM "condominio";--> statement-breakpoint
UPDATE "condominio" SET "codedificio" = 'E-' || md5("dados"->>'nomcondominio');--> statement-breakpoint
ALTER TABLE "condominio" ALTER COLUMN "codedificio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "condominio" ADD COLUMN "fracao" integer;--> statement-breakpoint
ALTER TABLE "papel_condominio" ADD CONSTRAINT "papel_condominio_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel_condominio" ADD CONSTRAINT "papel_condominio_codedificio_edificio_codedificio_fk" FOREIGN KEY ("codedificio") REFERENCES "public"."edificio"("codedificio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel_empresa" ADD CONSTRAINT "papel_empresa_codpessoa_pessoa_codpessoa_fk" FOREIGN KEY ("codpessoa") REFERENCES "public"."pessoa"("codpessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel_empresa" ADD CONSTRAINT "papel_empresa_codempresa_empresa_codempresa_fk" FOREIGN KEY ("codempresa") REFERENCES "public"."empresa"("codempresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominio" ADD CONSTRAINT "condominio_codedificio_edificio_codedificio_fk" FOREIGN KEY ("codedificio") REFERENCES "public"."edificio"("codedificio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condominio_edificio" ON "condominio" USING btree ("codedificio");--> statement-breakpoint
ALTER TABLE "condominio" ADD CONSTRAINT "condominio_fracao" CHECK ("condominio"."fracao" is null or "condominio"."fracao" between 1 and 1000000);