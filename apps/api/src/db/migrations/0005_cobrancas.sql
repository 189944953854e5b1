CREATE TABLE "cantina_cartao" (
	"codaluno" text PRIMARY KEY NOT NULL,
	"saldo_centavos" integer NOT NULL,
	"limite_diario_centavos" integer NOT NULL,
	"bloqueados" jsonb NOT NULL,
	CONSTRAINT "cantina_cartao_saldo" CHECK ("cantina_cartao"."saldo_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cobranca" (
	"codcobranca" serial PRIMARY KEY NOT NULL,
	"modulo" text NOT NULL,
	"lista" text NOT NULL,
	"esc_codpessoa" integer,
	"esc_codempresa" integer,
	"esc_anoletivo" integer,
	"esc_codturma" text,
	"esc_codaluno" text,
	"esc_codcondomino" text,
	"titulo" text NOT NULL,
	"subtitulo" text,
	"banco" text NOT NULL,
	"campo_livre" text NOT NULL,
	"nosso_numero" text NOT NULL,
	"txid" text NOT NULL,
	"chave_pix" text NOT NULL,
	"beneficiario" text NOT NULL,
	"cidade" text NOT NULL,
	"vencimento" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"multa_percentual" double precision NOT NULL,
	"juros_mes_percentual" double precision NOT NULL,
	"pago_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pagamento" (
	"codpagamento" serial PRIMARY KEY NOT NULL,
	"id_provedor" text NOT NULL,
	"codcobranca" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	"meio" text NOT NULL,
	"pago_em" timestamp with time zone NOT NULL,
	"autenticacao" text NOT NULL,
	"recebido_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inscricao_evento" ADD COLUMN "codcobranca" integer;--> statement-breakpoint
ALTER TABLE "inscricao_evento" ADD COLUMN "reservada_ate" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "cobranca_txid" ON "cobranca" USING btree ("txid");--> statement-breakpoint
CREATE UNIQUE INDEX "cobranca_nosso_numero" ON "cobranca" USING btree ("nosso_numero");--> statement-breakpoint
CREATE INDEX "cobranca_vencimento" ON "cobranca" USING btree ("vencimento");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_id_provedor" ON "pagamento" USING btree ("id_provedor");--> statement-breakpoint
CREATE INDEX "pagamento_cobranca" ON "pagamento" USING btree ("codcobranca");--> statement-breakpoint
CREATE INDEX "inscricao_evento_reserva" ON "inscricao_evento" USING btree ("reservada_ate");