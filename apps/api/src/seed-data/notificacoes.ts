import { DIA } from './fatos.ts';
import { ALUNO, CONDOMINIO, PESSOA, TURMA } from './ids.ts';
import { GUIA_GLOSADA_ELISA } from './modulos/planosaude.ts';
import type { Escopo, NotificacaoSeed } from './types.ts';
import { dia } from './util/dia-demo.ts';
import { dataHora } from './util/referencia.ts';

/** Notifications (coddao 210–212): every account has read and unread ones; some lead to a route. */

/**
 * When a notification was made: days from BASE_DEMO, moved by the demo's days like every message; `mensal` for
 * one about a bill, made days before its due date and moved with the bill by whole months, so "vence em 10/11"
 * is never sent after the 10th.
 */
type Quando = number | { mensal: number };
type Linha = [titulo: string, mensagem: string, quando: Quando, lida: boolean, rota?: string];

const POR_PESSOA: Readonly<Record<number, readonly Linha[]>> = {
  [PESSOA.ana]: [
    [
      'Novo boletim disponível',
      'As notas do 3º bimestre de Lucas foram publicadas.',
      -1,
      false,
      '/escola/boletim',
    ],
    [
      'Mensalidade de novembro',
      'O boleto da mensalidade de novembro vence em 10/11/2026.',
      { mensal: -2 },
      false,
      '/escola/mensalidades',
    ],
    ['Novo recado', 'Reunião de pais e mestres do 4º bimestre.', -1, false, '/home/recados'],
    [
      'Saldo da cantina baixo',
      'O saldo do cartão da cantina de Mariana está abaixo de R$ 10,00.',
      -4,
      true,
      '/cantina/saldo',
    ],
    ['Frequência', 'Lucas teve uma falta registrada em 26/10/2026.', -6, true, 'escola/frequencia'],
  ],
  [PESSOA.bruno]: [
    [
      'Lançamento de notas',
      `O prazo para lançar as notas do 4º bimestre termina em ${dia(DIA.encerramentoBimestre, 'br')}.`,
      -1,
      false,
      '/escola/professor/ficha',
    ],
    [
      'Contracheque disponível',
      'Seu contracheque de outubro de 2026 está disponível.',
      -2,
      false,
      '/pprivada/contracheque',
    ],
    [
      'Conselho de classe',
      `O conselho de classe do 6º ano A será em ${dia(DIA.conselhoClasse, 'br')}, às 14h.`,
      -9,
      true,
    ],
  ],
  [PESSOA.carla]: [
    [
      'Boleto do condomínio',
      'O boleto de novembro do Residencial Jardim das Acácias vence em 10/11/2026.',
      { mensal: -1 },
      false,
      '/condominio/boletos',
    ],
    [
      'Reserva confirmada',
      `Sua reserva do salão de festas para ${dia(DIA.reservaSalao, 'br')} foi confirmada.`,
      -3,
      false,
      '/condominio/reservas',
    ],
    [
      'Encomenda na portaria',
      'Há uma encomenda aguardando retirada na portaria do Edifício Solar do Atlântico.',
      -5,
      true,
    ],
  ],
  [PESSOA.daniel]: [
    [
      'Autorização aprovada',
      'A ressonância magnética de joelho foi autorizada.',
      -1,
      false,
      '/planosaude/autorizacoes',
    ],
    [
      'Boleto do plano',
      'A mensalidade de novembro do Vida Plena vence em 15/11/2026.',
      { mensal: -3 },
      false,
      'planosaude/boletos',
    ],
    [
      'Carteirinha digital',
      'Sua carteirinha foi atualizada com a nova validade.',
      -20,
      true,
      '/planosaude/carteirinha',
    ],
  ],
  [PESSOA.elisa]: [
    [
      'Pagamento creditado',
      'O demonstrativo de pagamento de setembro está disponível.',
      -6,
      false,
      '/planosaude/demonstrativos',
    ],
    [
      'Guia glosada',
      `A guia ${GUIA_GLOSADA_ELISA} teve glosa parcial. Verifique o motivo.`,
      -2,
      false,
      '/planosaude/guias',
    ],
    ['Atualização cadastral', `Confirme seus dados de atendimento até ${dia(29, 'br')}.`, -15, true],
  ],
  [PESSOA.fabio]: [
    [
      'Lote recebido',
      'O lote de guias de outubro foi recebido com 214 guias.',
      -1,
      false,
      '/planosaude/guias',
    ],
    [
      'Auditoria agendada',
      `Auditoria de qualidade em ${dia(DIA.auditoriaLaboratorio, 'br')}, às 10h.`,
      -10,
      true,
    ],
  ],
  [PESSOA.gabriela]: [
    [
      'Guia de DAS disponível',
      'A guia do Simples Nacional de outubro foi gerada.',
      -1,
      false,
      '/contabilidade/guias-impostos',
    ],
    [
      'Obrigação a vencer',
      'EFD-Reinf de outubro vence em 15/11/2026.',
      { mensal: -2 },
      false,
      'contabilidade/obrigacoes',
    ],
    [
      'Contracheque disponível',
      'Seu contracheque de outubro de 2026 está disponível.',
      -2,
      true,
      '/pprivada/contracheque',
    ],
  ],
  [PESSOA.henrique]: [
    [
      'Conciliação pendente',
      'Há 3 lançamentos não conciliados na conta Banco do Brasil.',
      -1,
      false,
      '/tesouraria/conciliacao',
    ],
    [
      'Contracheque disponível',
      'Seu contracheque de outubro de 2026 está disponível.',
      -2,
      false,
      '/pprivada/contracheque',
    ],
    [
      'Fluxo de caixa',
      'O fluxo de caixa projetado de novembro foi atualizado.',
      -7,
      true,
      '/tesouraria/fluxo-caixa',
    ],
  ],
  [PESSOA.admin]: [
    ['Novo cadastro recebido', 'Um novo cadastro de pessoa física aguarda análise.', 0, false, '/cadpessoaf'],
    [
      'Inscrições em eventos',
      'O Seminário de Gestão Condominial atingiu 80% das vagas.',
      -1,
      false,
      '/eventos',
    ],
    ['Eleição 2026', 'O edital da eleição 2026 foi publicado.', -5, false, '/doc/edital-eleicao-2026'],
    ['Backup concluído', 'O backup semanal do portal foi concluído com sucesso.', -2, true],
  ],
  [PESSOA.igor]: [
    [
      'Taxa do box',
      'A taxa de ocupação de novembro vence em 10/11/2026.',
      { mensal: -1 },
      false,
      '/ceasa/boxes',
    ],
    ['Cotação atualizada', 'Tomate longa vida subiu 12% na semana.', -2, false, '/ceasa/cotacoes'],
    ['Bem-vindo', 'Seu acesso ao portal foi liberado.', -30, true],
  ],
  [PESSOA.silvia]: [
    ['Justificativas de falta', 'Há justificativas de falta aguardando a sua análise.', 0, false],
    ['Calendário publicado', 'O calendário de provas do 4º bimestre foi publicado.', -6, true],
  ],
  [PESSOA.paulo]: [
    ['Boleto do condomínio', 'O boleto de novembro do Bloco A - Apto 302 está disponível.', -2, false],
    ['Bem-vindo', 'Seu acesso ao portal do Residencial Jardim das Acácias foi liberado.', -20, true],
  ],
  [PESSOA.roberto]: [
    ['Ocorrências abertas', 'Há ocorrências de moradores aguardando resposta.', -1, false],
    ['Prestação de contas', 'A prestação de contas de outubro foi publicada pela administradora.', -9, true],
  ],
  [PESSOA.sebastiao]: [
    ['Escala de dezembro', 'A escala de plantões da portaria de dezembro foi publicada.', -1, false],
    ['Bem-vindo', 'Seu acesso à portaria do Residencial Jardim das Acácias foi liberado.', -25, true],
  ],
  [PESSOA.joana]: [
    ['Bem-vinda ao Portal', 'Crie a sua senha no primeiro acesso para acompanhar a sua empresa.', -1, false],
    ['Cadastro recebido', 'O seu cadastro de permissionária da Ceasa foi recebido.', -3, true],
  ],
};

/**
 * Notifications about one student, class or condominium show only in that context (issue 10), keyed by
 * person and title; the rest concern the person wherever they are.
 */
const ESCOPO: Readonly<Record<number, Readonly<Record<string, Escopo>>>> = {
  [PESSOA.ana]: {
    'Novo boletim disponível': { codaluno: ALUNO.lucas },
    'Saldo da cantina baixo': { codaluno: ALUNO.mariana },
    Frequência: { codaluno: ALUNO.lucas },
  },
  [PESSOA.bruno]: { 'Conselho de classe': { codturma: TURMA.sextoA2026 } },
  [PESSOA.carla]: {
    'Boleto do condomínio': { codcondomino: CONDOMINIO.acacias },
    'Reserva confirmada': { codcondomino: CONDOMINIO.acacias },
    'Encomenda na portaria': { codcondomino: CONDOMINIO.solarAtlantico },
  },
};

let proximo = 1;
export const notificacoes: readonly NotificacaoSeed[] = Object.entries(POR_PESSOA).flatMap(
  ([codpessoa, linhas]) =>
    linhas.map(([titulo, mensagem, quando, lida, rota], i) => ({
      codnotificacao: proximo++,
      codpessoa: Number(codpessoa),
      titulo,
      mensagem,
      dthcriacao: ((hora: string) =>
        typeof quando === 'number' ? dataHora(quando, hora) : dia(quando.mensal, 'instante', 'meses', hora))(
        `${String(8 + i).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`,
      ),
      lida,
      ...(rota ? { rota } : {}),
      escopo: ESCOPO[Number(codpessoa)]?.[titulo] ?? {},
    })),
);
