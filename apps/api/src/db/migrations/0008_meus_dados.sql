ALTER TABLE "codigo_conta" ADD COLUMN "dado" text;--> statement-breakpoint
ALTER TABLE "email_saida" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_saida" ADD COLUMN "tentar_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "endereco" jsonb;