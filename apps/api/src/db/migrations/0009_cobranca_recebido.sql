ALTER TABLE "cobranca" ADD COLUMN "recebido_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cobranca" ADD CONSTRAINT "cobranca_recebido" CHECK ("cobranca"."recebido_centavos" >= 0);--> statement-breakpoint
-- Written by hand (drizzle-kit moves no data): an existing database's charges start with what their payments brought in.
UPDATE "cobranca" SET "recebido_centavos" = coalesce(
  (SELECT sum("pagamento"."valor_centavos") FROM "pagamento" WHERE "pagamento"."codcobranca" = "cobranca"."codcobranca"),
  0
);
