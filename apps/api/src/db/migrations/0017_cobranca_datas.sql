ALTER TABLE "cobranca" ALTER COLUMN "vencimento" SET DATA TYPE date USING "vencimento"::date;--> statement-breakpoint
ALTER TABLE "cobranca" ALTER COLUMN "desconto_ate" SET DATA TYPE date USING "desconto_ate"::date;
-- Hand-written (issue 28): drizzle-kit's ALTER has no USING, and text does not cast to date implicitly; the values
-- were already 'yyyy-mm-dd', so the cast keeps every row and makes an impossible day a refused write.
