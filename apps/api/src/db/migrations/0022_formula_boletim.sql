CREATE TABLE "formula_boletim" (
	"codempresa" integer PRIMARY KEY NOT NULL,
	"peso1" integer NOT NULL,
	"peso2" integer NOT NULL,
	"peso3" integer NOT NULL,
	"peso4" integer NOT NULL,
	"media_minima" integer NOT NULL,
	"recuperacao" text NOT NULL,
	CONSTRAINT "formula_boletim_pesos" CHECK (least("formula_boletim"."peso1", "formula_boletim"."peso2", "formula_boletim"."peso3", "formula_boletim"."peso4") >= 0 and "formula_boletim"."peso1" + "formula_boletim"."peso2" + "formula_boletim"."peso3" + "formula_boletim"."peso4" > 0),
	CONSTRAINT "formula_boletim_media" CHECK ("formula_boletim"."media_minima" between 0 and 100),
	CONSTRAINT "formula_boletim_recuperacao" CHECK ("formula_boletim"."recuperacao" in ('substitui-bimestre', 'substitui-media'))
);
--> statement-breakpoint
ALTER TABLE "formula_boletim" ADD CONSTRAINT "formula_boletim_codempresa_empresa_codempresa_fk" FOREIGN KEY ("codempresa") REFERENCES "public"."empresa"("codempresa") ON DELETE no action ON UPDATE no action;