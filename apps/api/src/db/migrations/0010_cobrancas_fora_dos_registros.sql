ALTER TABLE "cobranca" ADD COLUMN "a_receber" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cobranca" ADD COLUMN "desconto_centavos" integer;--> statement-breakpoint
ALTER TABLE "cobranca" ADD COLUMN "desconto_ate" text;--> statement-breakpoint
ALTER TABLE "cobranca" ADD COLUMN "itens" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cobranca" ADD CONSTRAINT "cobranca_desconto" CHECK (("cobranca"."desconto_centavos" is null) = ("cobranca"."desconto_ate" is null) and coalesce("cobranca"."desconto_centavos", 1) > 0);--> statement-breakpoint
-- Written by hand from here on (issue 28): drizzle-kit moves no data. An existing database's charges leave
-- modulo_registro: what the bill records said that the charge needs moves into the typed columns above, then the
-- records go.
-- The demo's one list of receivables: titles the company issued, which its customers pay.
UPDATE "cobranca" SET "a_receber" = true WHERE "modulo" = 'cobranca' AND "lista" = 'titulos';--> statement-breakpoint
-- The punctuality discount a bill record spelled as 'R$ 109,00 até o dia 5': its cents and its last day, in the
-- month the charge is due.
UPDATE "cobranca" SET
  "desconto_centavos" = replace(replace(substring(d."valor" from '([0-9.]+,[0-9]{2})'), '.', ''), ',', '')::integer,
  "desconto_ate" = substring("cobranca"."vencimento" from 1 for 8) || lpad(substring(d."valor" from 'dia ([0-9]{1,2})'), 2, '0')
FROM "modulo_registro" r,
  LATERAL (SELECT e->>'valor' AS "valor" FROM jsonb_array_elements(r."dados"->'detalhes') e
           WHERE e->>'rotulo' = 'Desconto pontualidade' LIMIT 1) d
WHERE r."codregistro" = "cobranca"."codcobranca" AND r."modulo" = "cobranca"."modulo" AND r."lista" = "cobranca"."lista"
  AND d."valor" ~ '[0-9]+,[0-9]{2}.*dia [0-9]{1,2}';--> statement-breakpoint
-- What made up the amount, which a bill record spelled as details in reais ('Taxa condominial: R$ 685,00'):
-- every money detail but the ones the charge has columns for.
UPDATE "cobranca" SET "itens" = d."itens"
FROM "modulo_registro" r,
  LATERAL (SELECT coalesce(jsonb_agg(jsonb_build_object(
             'descricao', e->>'rotulo',
             'valorCentavos', replace(replace(substring(e->>'valor' from '([0-9.]+,[0-9]{2})'), '.', ''), ',', '')::integer
           ) ORDER BY n), '[]'::jsonb) AS "itens"
           FROM jsonb_array_elements(r."dados"->'detalhes') WITH ORDINALITY AS x(e, n)
           WHERE e->>'valor' ~ '^R\$.?[0-9.]+,[0-9]{2}$'
             AND e->>'rotulo' NOT IN ('Valor', 'Desconto pontualidade')) d
WHERE r."codregistro" = "cobranca"."codcobranca" AND r."modulo" = "cobranca"."modulo" AND r."lista" = "cobranca"."lista";--> statement-breakpoint
-- A list made only of charges is read from the charges (coddao 500): its records, copies of them, go.
DELETE FROM "modulo_registro" r USING "cobranca" c
WHERE r."codregistro" = c."codcobranca" AND r."modulo" = c."modulo" AND r."lista" = c."lista"
  AND NOT EXISTS (
    SELECT 1 FROM "modulo_registro" o
    WHERE o."modulo" = r."modulo" AND o."lista" = r."lista"
      AND NOT EXISTS (SELECT 1 FROM "cobranca" k WHERE k."codcobranca" = o."codregistro" AND k."modulo" = o."modulo" AND k."lista" = o."lista")
  );--> statement-breakpoint
-- A charge in an informational list (the accountant's tax guides: the city's ISS slip) stays a record without
-- codes, and its unpaid charge, which no screen opens, goes.
DELETE FROM "cobranca" c USING "modulo_registro" r
WHERE r."codregistro" = c."codcobranca" AND r."modulo" = c."modulo" AND r."lista" = c."lista"
  AND NOT EXISTS (SELECT 1 FROM "pagamento" p WHERE p."codcobranca" = c."codcobranca");--> statement-breakpoint
-- No record carries a charge's copy codes any more (they were the face value of an overdue charge); the Pix of a
-- federal tax guide is the guide's own and stays.
-- A bill's record had both codes and a link to its slip; the slip was its charge's, gone with it.
UPDATE "modulo_registro" SET "dados" = "dados" - 'linhaDigitavel' - 'pixCopiaECola' - 'cobranca' - 'anexo'
WHERE "dados" ? 'linhaDigitavel' OR "dados" ? 'cobranca' OR "dados"->'anexo'->>'doc' = 'boleto';
