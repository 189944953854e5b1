import type { Db } from '../../src/db/database.ts';
import { EDIFICIO, PESSOA } from '../../src/seed-data/ids.ts';
import { gerarEmUmaTransacao } from './gerar.ts';

/**
 * A condominium-sized dataset (issue 32's proof): over the demo seed, 50 buildings of 200 units — the demo's
 * Residencial Jardim das Acácias gets its 200 (so Carla's, Roberto's and Sebastião's lists are a building's size)
 * and 49 generated buildings theirs — each unit with a resident; three common areas a building booked every day of a
 * year (half of it past); five visitors' passes a unit, half of them used once at the gate; five packages a unit
 * over the year, one in fifty never picked up; four assemblies a building with three items voted online by every
 * unit (votes and their audit trail); twenty notices a building, each read by half the residents; five surveys a
 * building answered by half; three requests (ocorrências) a unit with their first step and a message. Every table
 * is filled by one `INSERT … SELECT generate_series(…)` (gerar.ts).
 */

export const EDIFICIOS = 50;
export const UNIDADES = 200;
const PESSOA_BASE = 800_000;
const DIA = "interval '1 day'";

/** Building b (1 is the demo's Acácias), unit u of building b, its resident. */
const edificio = (b: string) => `(CASE WHEN (${b}) = 1 THEN '${EDIFICIO.acacias}' ELSE 'GB' || (${b}) END)`;
const unidade = (b: string, u: string) => `('GU' || (${b}) || '-' || (${u}))`;
const morador = (b: string, u: string) => `(${PESSOA_BASE} + (${b}) * 1000 + (${u}))`;
/** Every unit: b 1–50, u 1–200. */
const unidades = `generate_series(1, ${EDIFICIOS}) b, generate_series(1, ${UNIDADES}) u`;
const geradas = (alias = '') =>
  `(${alias}codedificio = '${EDIFICIO.acacias}' OR ${alias}codedificio LIKE 'GB%')`;
/** A unit of a generated row's building, from the building code and a number. */
const unidadeDe = (codedificio: string, n: string) =>
  `('GU' || (CASE WHEN ${codedificio} = '${EDIFICIO.acacias}' THEN '1' ELSE substr(${codedificio}, 3) END) || '-' || (1 + (${n}) % ${UNIDADES}))`;
const moradorDe = (codedificio: string, n: string) =>
  `(${PESSOA_BASE} + (CASE WHEN ${codedificio} = '${EDIFICIO.acacias}' THEN 1 ELSE substr(${codedificio}, 3)::int END) * 1000 + 1 + (${n}) % ${UNIDADES})`;

export function formasCondominio(referencia: string): [string, string][] {
  const hoje = `date '${referencia}'`;
  return [
    [
      'edificio',
      `INSERT INTO edificio (codedificio, nome, voto_por_fracao)
       SELECT ${edificio('b')}, 'Edifício Gerado ' || b, b % 2 = 0 FROM generate_series(2, ${EDIFICIOS}) b`,
    ],
    [
      'condominio',
      `INSERT INTO condominio (codcondomino, dados, codedificio, fracao)
       SELECT ${unidade('b', 'u')}, jsonb_build_object('codcondomino', ${unidade('b', 'u')},
         'identificacao', 'Bloco ' || (1 + u / 50) || ' - Apto ' || u, 'nomcondominio', 'Edifício Gerado ' || b,
         'endereco', 'Rua Gerada, ' || b, 'cidade', 'Campinas', 'uf', 'SP'), ${edificio('b')}, 5000
       FROM ${unidades}`,
    ],
    [
      'pessoa',
      `INSERT INTO pessoa (codpessoa, nompessoa, nome, sexo, lsttelefone, credenciais, empresas, condominios, alunos,
         codcondomino, is_medico, paramsistema, config, menus)
       SELECT ${morador('b', 'u')}, 'Morador ' || b || '-' || u, 'Morador Gerado ' || b || '-' || u, 'F', '[]',
         '["6"]', '[]', jsonb_build_array(${unidade('b', 'u')}), '[]', ${unidade('b', 'u')}, false,
         ';;;;' || ${unidade('b', 'u')}, jsonb_build_object('codempresa', 0, 'escolas', NULL, 'codcopia', '1'), '[]'
       FROM ${unidades}`,
    ],
    [
      'area_comum',
      `INSERT INTO area_comum (codedificio, nome, abre, fecha, duracao_minutos, antecedencia_horas, max_por_mes,
         cancelamento_horas)
       SELECT ${edificio('b')}, n, '08:00', '22:00', 240, 24, 4, 24
       FROM generate_series(2, ${EDIFICIOS}) b, unnest(array['Salão de festas', 'Churrasqueira', 'Quadra']) n`,
    ],
    // One booking an area a day, at 03:00–04:00 UTC (no demo booking is then), half a year back and ahead.
    [
      'reserva',
      `INSERT INTO reserva (codarea, codcondomino, codpessoa, periodo, status, criada_em)
       SELECT a.codarea, ${unidadeDe('a.codedificio', 'd + 182 + a.codarea')}, ${moradorDe('a.codedificio', 'd + 182 + a.codarea')},
         tstzrange((${hoje} + d)::timestamptz + interval '3 hours', (${hoje} + d)::timestamptz + interval '4 hours', '[)'),
         'confirmada', (${hoje} + d - 10)::timestamptz
       FROM area_comum a, generate_series(-182, 182) d WHERE ${geradas('a.')}`,
    ],
    [
      'autorizacao_visita',
      `INSERT INTO autorizacao_visita (codedificio, codcondomino, codpessoa, nome, tipo, data_inicio, data_fim,
         codigo, criada_em, revogada_em, revogada_por)
       SELECT ${edificio('b')}, ${unidade('b', 'u')}, ${morador('b', 'u')}, 'Visitante ' || k, 'visitante',
         ${hoje} - k * 30, ${hoje} - k * 30 + 1, 'GV' || b || '-' || u || '-' || k, (${hoje} - k * 30 - 1)::timestamptz,
         CASE WHEN k = 4 THEN (${hoje} - k * 30)::timestamptz END, CASE WHEN k = 4 THEN ${morador('b', 'u')} END
       FROM ${unidades}, generate_series(0, 4) k`,
    ],
    [
      'entrada_visita',
      `INSERT INTO entrada_visita (codautorizacao, codporteiro, em)
       SELECT codautorizacao, ${PESSOA.sebastiao}, data_inicio + interval '15 hours'
       FROM autorizacao_visita WHERE codigo LIKE 'GV%' AND codautorizacao % 2 = 0`,
    ],
    [
      'encomenda',
      `INSERT INTO encomenda (codedificio, codcondomino, transportadora, registrada_em, registrada_por,
         codigo_retirada, retirada_em, retirada_por, entregue_por)
       SELECT ${edificio('b')}, ${unidade('b', 'u')}, 'Correios', r.em, ${PESSOA.sebastiao}, lpad(((b * 7919 + u * 31 + k) % 1000000)::text, 6, '0'),
         CASE WHEN r.pendente THEN NULL ELSE r.em + interval '1 day' END,
         CASE WHEN r.pendente THEN NULL ELSE 'Morador' END, CASE WHEN r.pendente THEN NULL ELSE ${PESSOA.sebastiao} END
       FROM ${unidades}, generate_series(0, 4) k,
         LATERAL (SELECT (${hoje} - k * 73 - (u % 20))::timestamptz + interval '14 hours' AS em,
           (b + u + k) % 50 = 0 AS pendente) r`,
    ],
    [
      'assembleia',
      `INSERT INTO assembleia (codedificio, titulo, tipo, modalidade, inicio, como_participar, link, publicada_em)
       SELECT ${edificio('b')}, 'Assembleia ' || k, 'ordinaria', 'online', (${hoje} - 90 * k + 30)::timestamptz,
         'Pelo portal', 'https://reuniao.exemplo/' || b || '-' || k, (${hoje} - 90 * k)::timestamptz
       FROM generate_series(1, ${EDIFICIOS}) b, generate_series(0, 3) k`,
    ],
    [
      'pauta_item',
      `INSERT INTO pauta_item (codassembleia, ordem, texto, votacao_online, opcoes, aberta_em, encerrada_em)
       SELECT a.codassembleia, 100 + o, 'Item ' || o, true, '["Sim", "Não", "Abstenção"]', a.publicada_em,
         CASE WHEN a.inicio < now() THEN a.inicio END
       FROM assembleia a, generate_series(1, 3) o WHERE a.titulo LIKE 'Assembleia %' AND ${geradas('a.')}`,
    ],
    [
      'voto',
      `INSERT INTO voto (coditem, codcondomino, opcao, versao, codpessoa, em)
       SELECT i.coditem, c.codcondomino, (i.coditem + length(c.codcondomino)) % 3, 1, ${moradorDe('c.codedificio', "split_part(c.codcondomino, '-', 2)::int - 1")}, i.aberta_em + interval '1 day'
       FROM pauta_item i JOIN assembleia a ON a.codassembleia = i.codassembleia
       JOIN condominio c ON c.codedificio = a.codedificio AND c.codcondomino LIKE 'GU%'
       WHERE i.ordem > 100`,
    ],
    [
      'voto_registro',
      `INSERT INTO voto_registro (coditem, codcondomino, codpessoa, opcao, versao, em)
       SELECT coditem, codcondomino, codpessoa, opcao, versao, em FROM voto WHERE codcondomino LIKE 'GU%'`,
    ],
    [
      'comunicado',
      `INSERT INTO comunicado (codedificio, titulo, texto, publicado_em)
       SELECT ${edificio('b')}, 'Comunicado ' || k, 'Texto gerado.', (${hoje} - 18 * k)::timestamptz
       FROM generate_series(1, ${EDIFICIOS}) b, generate_series(0, 19) k`,
    ],
    [
      'comunicado_leitura',
      `INSERT INTO comunicado_leitura (codcomunicado, codpessoa, codcondomino, em)
       SELECT m.codcomunicado, ${moradorDe('m.codedificio', 'u - 1')}, ${unidadeDe('m.codedificio', 'u - 1')},
         m.publicado_em + interval '1 day'
       FROM comunicado m, generate_series(1, ${UNIDADES}, 2) u WHERE m.titulo LIKE 'Comunicado %' AND ${geradas('m.')}`,
    ],
    [
      'pesquisa',
      `INSERT INTO pesquisa (codedificio, titulo, descricao, aberta_em, encerra_em, resultados_em)
       SELECT ${edificio('b')}, 'Pesquisa ' || k, 'Gerada', (${hoje} - 70 * k)::timestamptz,
         (${hoje} - 70 * k + 30)::timestamptz, CASE WHEN k > 0 THEN (${hoje} - 70 * k + 30)::timestamptz END
       FROM generate_series(1, ${EDIFICIOS}) b, generate_series(0, 4) k`,
    ],
    [
      'pesquisa_pergunta',
      `INSERT INTO pesquisa_pergunta (codpesquisa, ordem, tipo, texto, opcoes)
       SELECT codpesquisa, 1, 'unica', 'Gostou?', '["Sim", "Não"]' FROM pesquisa
       WHERE titulo LIKE 'Pesquisa %' AND ${geradas()}`,
    ],
    [
      'pesquisa_resposta',
      `INSERT INTO pesquisa_resposta (codpesquisa, codpessoa, em)
       SELECT p.codpesquisa, ${moradorDe('p.codedificio', 'u - 1')}, p.aberta_em + interval '1 day'
       FROM pesquisa p, generate_series(1, ${UNIDADES}, 2) u WHERE p.titulo LIKE 'Pesquisa %' AND ${geradas('p.')}`,
    ],
    [
      'pesquisa_resposta_item',
      `INSERT INTO pesquisa_resposta_item (codpesquisa, codpessoa, codpergunta, opcoes)
       SELECT r.codpesquisa, r.codpessoa, q.codpergunta, '[0]' FROM pesquisa_resposta r
       JOIN pesquisa_pergunta q ON q.codpesquisa = r.codpesquisa WHERE r.codpessoa >= ${PESSOA_BASE}`,
    ],
    [
      'ocorrencia',
      `INSERT INTO ocorrencia (codedificio, codcondomino, codpessoa, categoria, descricao, situacao, criada_em,
         aberta_em, concluida_em)
       SELECT ${edificio('b')}, ${unidade('b', 'u')}, ${morador('b', 'u')},
         (array['manutencao', 'vazamento', 'barulho'])[k + 1], 'Ocorrência gerada', s.situacao, s.em, s.em,
         CASE WHEN s.situacao = 'concluida' THEN s.em + ${DIA} END
       FROM ${unidades}, generate_series(0, 2) k,
         LATERAL (SELECT (${hoje} - (u * 3 + k) % 365)::timestamptz + interval '9 hours' AS em,
           CASE WHEN (u + k) % 10 = 0 THEN 'aberta' WHEN (u + k) % 10 = 1 THEN 'em_andamento' ELSE 'concluida' END
             AS situacao) s`,
    ],
    [
      'ocorrencia_passo',
      `INSERT INTO ocorrencia_passo (codocorrencia, passo, codpessoa, em)
       SELECT codocorrencia, 'aberta', codpessoa, criada_em FROM ocorrencia WHERE codpessoa >= ${PESSOA_BASE}`,
    ],
    [
      'ocorrencia_mensagem',
      `INSERT INTO ocorrencia_mensagem (codocorrencia, codpessoa, texto, em)
       SELECT codocorrencia, codpessoa, 'Mensagem gerada', criada_em + interval '1 hour' FROM ocorrencia
       WHERE codpessoa >= ${PESSOA_BASE}`,
    ],
  ];
}

/** Fills the condominiums, then ANALYZEs; answers each table's time (ms). */
export const gerarCondominio = (db: Db, referencia: string) =>
  gerarEmUmaTransacao(db, formasCondominio(referencia));
