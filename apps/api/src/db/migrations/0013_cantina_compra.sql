CREATE TABLE "cantina_compra" (
	"codcompra" serial PRIMARY KEY NOT NULL,
	"codaluno" text NOT NULL,
	"quando" timestamp with time zone NOT NULL,
	"item" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"status" text NOT NULL,
	"esc_codpessoa" integer,
	"esc_codempresa" integer,
	"esc_anoletivo" integer,
	"esc_codturma" text,
	"esc_codaluno" text,
	"esc_codcondomino" text,
	CONSTRAINT "cantina_compra_valor" CHECK ("cantina_compra"."valor_centavos" > 0),
	CONSTRAINT "cantina_compra_status" CHECK ("cantina_compra"."status" in ('Entregue', 'Agendado', 'Cancelado'))
);
--> statement-breakpoint
CREATE INDEX "cantina_compra_aluno_quando" ON "cantina_compra" USING btree ("codaluno","quando");--> statement-breakpoint
-- Written by hand from here on (issue 28): drizzle-kit moves no data. An existing database's cafeteria purchases
-- leave modulo_registro (list cantina/pedidos): each record becomes a row above, picked up at the morning break
-- (9h40 in Brasília) of its day, then the records, their list and the menu item that opened it go; the cafeteria
-- page (coddao 502) shows the purchases.
INSERT INTO "cantina_compra" ("codaluno", "quando", "item", "valor_centavos", "status",
  "esc_codpessoa", "esc_codempresa", "esc_anoletivo", "esc_codturma", "esc_codaluno", "esc_codcondomino")
SELECT r."esc_codaluno",
  (coalesce(r."data", substring(r."dados"->>'data' from 1 for 10)::date)::text || 'T09:40:00-03:00')::timestamptz,
  r."dados"->>'titulo',
  coalesce(r."valor_centavos", round((r."dados"->>'valor')::numeric * 100)::integer),
  CASE WHEN r."dados"->>'status' IN ('Entregue', 'Agendado', 'Cancelado') THEN r."dados"->>'status' ELSE 'Entregue' END,
  r."esc_codpessoa", r."esc_codempresa", r."esc_anoletivo", r."esc_codturma", r."esc_codaluno", r."esc_codcondomino"
FROM "modulo_registro" r
WHERE r."modulo" = 'cantina' AND r."lista" = 'pedidos' AND r."esc_codaluno" IS NOT NULL
  AND coalesce(r."data", substring(r."dados"->>'data' from 1 for 10)::date) IS NOT NULL
  AND coalesce(r."valor_centavos", round((r."dados"->>'valor')::numeric * 100)::integer) > 0
ORDER BY r."ordem";--> statement-breakpoint
DELETE FROM "modulo_registro" WHERE "modulo" = 'cantina' AND "lista" = 'pedidos';--> statement-breakpoint
DELETE FROM "modulo_lista" WHERE "modulo" = 'cantina' AND "lista" = 'pedidos';--> statement-breakpoint
UPDATE "pessoa" SET "menus" = (
  SELECT coalesce(jsonb_agg(jsonb_set(g, '{menus}', (
    SELECT coalesce(jsonb_agg(i ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements(g->'menus') WITH ORDINALITY AS y(i, n)
    WHERE i->>'rota' <> '/cantina/pedidos'
  )) ORDER BY k), '[]'::jsonb)
  FROM jsonb_array_elements("pessoa"."menus") WITH ORDINALITY AS x(g, k)
)
WHERE "menus"::text LIKE '%/cantina/pedidos%';
