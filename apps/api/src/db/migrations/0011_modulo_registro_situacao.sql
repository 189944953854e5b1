ALTER TABLE "treinamento" ADD COLUMN "esc_codpessoa" integer;--> statement-breakpoint
ALTER TABLE "treinamento" ADD COLUMN "esc_codempresa" integer;--> statement-breakpoint
ALTER TABLE "treinamento" ADD COLUMN "esc_anoletivo" integer;--> statement-breakpoint
ALTER TABLE "treinamento" ADD COLUMN "esc_codturma" text;--> statement-breakpoint
ALTER TABLE "treinamento" ADD COLUMN "esc_codaluno" text;--> statement-breakpoint
ALTER TABLE "treinamento" ADD COLUMN "esc_codcondomino" text;--> statement-breakpoint
ALTER TABLE "modulo_registro" ADD COLUMN "data" date;--> statement-breakpoint
ALTER TABLE "modulo_registro" ADD COLUMN "valor_centavos" integer;--> statement-breakpoint
ALTER TABLE "modulo_registro" ADD COLUMN "situacao" text;--> statement-breakpoint
ALTER TABLE "modulo_registro" ADD CONSTRAINT "modulo_registro_situacao_com_data" CHECK ("modulo_registro"."situacao" is null or "modulo_registro"."data" is not null);--> statement-breakpoint
-- Hand-written below (issue 28): the data move for databases seeded before this migration. A record's
-- day and amount come out of its display record (jsonb "dados"); the kind of status time changes is recognised
-- by its list and the label it was stored with, which the API no longer answers as stored but computes (core's
-- situacaoDoRegistro). It runs after 0010, which took the charges out of modulo_registro.
UPDATE "modulo_registro" SET "data" = ("dados"->>'data')::date WHERE "dados"->>'data' ~ '^\d{4}-\d{2}-\d{2}';--> statement-breakpoint
UPDATE "modulo_registro" SET "valor_centavos" = round(("dados"->>'valor')::numeric * 100)::integer WHERE jsonb_typeof("dados"->'valor') = 'number';--> statement-breakpoint
UPDATE "modulo_registro" SET "situacao" = CASE
  WHEN "modulo" = 'comunicacao' AND "lista" = 'pesquisas' AND "dados"->>'status' IN ('Aberta', 'Encerrada') THEN 'pesquisa'
  WHEN "modulo" = 'condominio' AND "lista" = 'assembleias' AND "dados"->>'status' IN ('Convocada', 'Realizada') THEN 'assembleia'
  WHEN "modulo" = 'condominio' AND "lista" = 'reservas' AND "dados"->>'status' IN ('Confirmada', 'Realizada') THEN 'reserva'
  WHEN "modulo" = 'condominio' AND "lista" = 'reservas' AND "dados"->>'status' IN ('Aguardando aprovação', 'Não utilizada') THEN 'reserva-pendente'
  WHEN "modulo" = 'eventos' AND "lista" = 'ingressos' AND "dados"->>'status' IN ('Confirmado', 'Utilizado') THEN 'ingresso'
  WHEN "modulo" = 'planosaude' AND "lista" = 'demonstrativos' AND "dados"->>'status' IN ('Previsto', 'Pago') THEN 'pagamento-previsto'
  WHEN "modulo" = 'contabilidade' AND "lista" = 'obrigacoes' AND "dados"->>'status' IN ('Pendente', 'Em atraso') THEN 'obrigacao'
END
WHERE "data" IS NOT NULL;
--> statement-breakpoint
-- Hand-written too: in a demo database from before, the staff trainings reach their company only (the seed's
-- treinamentos.ts scopes them the same way); the portal's own training stays open to everyone.
UPDATE "treinamento" SET "esc_codempresa" = CASE "codtreinamento" WHEN 2 THEN 301 WHEN 3 THEN 201 WHEN 4 THEN 401 END
WHERE "codtreinamento" IN (2, 3, 4) AND "dados"->>'titulo' IN ('LGPD para colaboradores', 'Atendimento ao beneficiário', 'Segurança no trabalho: NR-5 (CIPA)');
