ALTER TABLE "documento" ADD COLUMN "esc_codpessoa" integer;--> statement-breakpoint
ALTER TABLE "documento" ADD COLUMN "esc_codempresa" integer;--> statement-breakpoint
ALTER TABLE "documento" ADD COLUMN "esc_anoletivo" integer;--> statement-breakpoint
ALTER TABLE "documento" ADD COLUMN "esc_codturma" text;--> statement-breakpoint
ALTER TABLE "documento" ADD COLUMN "esc_codaluno" text;--> statement-breakpoint
ALTER TABLE "documento" ADD COLUMN "esc_codcondomino" text;