import type { autorizacaoVisita, encomenda } from '../db/schema/index.ts';
import { CONDOMINIO, EDIFICIO, PESSOA } from './ids.ts';

/** Rows of the gate's tables as the seed writes them (issue 32). */
export type AutorizacaoVisitaSeed = typeof autorizacaoVisita.$inferInsert;
export type EncomendaSeed = typeof encomenda.$inferInsert;

const DIA = 86_400_000;
/** A day `n` days from the reference day, 'yyyy-mm-dd'. */
const dia = (referencia: string, n: number) =>
  new Date(Date.parse(`${referencia}T12:00:00Z`) + n * DIA).toISOString().slice(0, 10);
/** An instant `n` days (and some hours, Brasília) from the reference day. */
const instante = (referencia: string, n: number, hora: string) =>
  new Date(Date.parse(`${referencia}T${hora}:00-03:00`) + n * DIA);

/**
 * The gate of Acácias as of `referencia`: Carla's recurring cleaner (Mondays and Thursdays, 08:00–17:00, for two
 * months) and a dinner guest the day after tomorrow; three packages for her unit — one waiting nine days (on the
 * gate's list of forgotten ones), one that came yesterday, one Paulo picked up three days ago.
 */
export function portariaEm(referencia: string): {
  autorizacoes: AutorizacaoVisitaSeed[];
  encomendas: EncomendaSeed[];
} {
  const daCarla = {
    codedificio: EDIFICIO.acacias,
    codcondomino: CONDOMINIO.acacias,
    codpessoa: PESSOA.carla,
  };
  const naPortaria = {
    codedificio: EDIFICIO.acacias,
    codcondomino: CONDOMINIO.acacias,
    registradaPor: PESSOA.sebastiao,
  };
  return {
    autorizacoes: [
      {
        ...daCarla,
        nome: 'Josefa Lima',
        documento: '23.456.789-0',
        tipo: 'servico',
        dataInicio: referencia,
        dataFim: dia(referencia, 60),
        // Monday (bit 1) and Thursday (bit 4).
        diasSemana: (1 << 1) | (1 << 4),
        horaInicio: 8 * 60,
        horaFim: 17 * 60,
        placa: null,
        codigo: 'HKPW4T7R',
        criadaEm: instante(referencia, -1, '10:15'),
      },
      {
        ...daCarla,
        nome: 'Fernanda Alves',
        documento: null,
        tipo: 'visitante',
        dataInicio: dia(referencia, 2),
        dataFim: dia(referencia, 2),
        diasSemana: null,
        horaInicio: 19 * 60,
        horaFim: 23 * 60,
        placa: 'FQA2B34',
        codigo: 'MBX3QZ9N',
        criadaEm: instante(referencia, 0, '08:40'),
      },
    ],
    encomendas: [
      {
        ...naPortaria,
        transportadora: 'Mercado Livre',
        descricao: 'Caixa grande',
        registradaEm: instante(referencia, -9, '14:20'),
        codigoRetirada: '418203',
      },
      {
        ...naPortaria,
        transportadora: 'Correios',
        descricao: 'Envelope registrado',
        registradaEm: instante(referencia, -1, '11:05'),
        codigoRetirada: '752916',
      },
      {
        ...naPortaria,
        transportadora: 'Amazon',
        descricao: null,
        registradaEm: instante(referencia, -4, '09:30'),
        codigoRetirada: '305847',
        retiradaEm: instante(referencia, -3, '19:10'),
        retiradaPor: 'Paulo Mendes',
        entreguePor: PESSOA.sebastiao,
      },
    ],
  };
}
