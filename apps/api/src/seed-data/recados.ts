import { DIA } from './fatos.ts';
import { ALUNO, CONDOMINIO, EMPRESA, PESSOA, TURMA } from './ids.ts';
import type { AnexoSeed, Escopo, RecadoSeed } from './types.ts';
import { anexoPdf, anexoSvg, anexoTexto } from './util/anexo.ts';
import { dia } from './util/dia-demo.ts';
import { dataHora } from './util/referencia.ts';

/**
 * Announcements (coddao 200/201). Scope follows the ownership rule of types.ts: the school's
 * recados reach everyone in Colégio Horizonte, class ones only that class, student ones only
 * that student's guardians. At least 15 reach Ana; every account has some.
 */

/** Authors who have an account: what they wrote counts as read for them. */
const CONTA_DO_AUTOR: Readonly<Record<string, number>> = { 'Prof. Bruno Lima': PESSOA.bruno };

/**
 * The recados that ask for "Ciente" (issue 31), none confirmed yet: the school's that families must act on (the
 * parents' meeting, the vaccination's authorisation, Lucas's late work) and both of the teacher Bruno's.
 */
const PEDEM_CIENCIA: ReadonlySet<number> = new Set([1, 3, 5, 11, 15]);

/** The teacher Bruno's recados take replies (issue 31): each family may write to him under them. */
const PERMITEM_RESPOSTAS: ReadonlySet<number> = new Set([3, 11]);

const escola: Escopo = { codempresa: EMPRESA.colegioHorizonte };
const sextoA: Escopo = { codempresa: EMPRESA.colegioHorizonte, codturma: TURMA.sextoA2026 };
const nonoB: Escopo = { codempresa: EMPRESA.colegioHorizonte, codturma: TURMA.nonoB2026 };
const lucas: Escopo = { codempresa: EMPRESA.colegioHorizonte, codaluno: ALUNO.lucas };
const mariana: Escopo = { codempresa: EMPRESA.colegioHorizonte, codaluno: ALUNO.mariana };

function recado(
  codrecado: number,
  escopo: Escopo,
  titulo: string,
  autor: string,
  dias: number,
  hora: string,
  paragrafos: string[],
  anexos: AnexoSeed[] = [],
  lidoPor: number[] = [],
): RecadoSeed {
  return {
    codrecado,
    escopo,
    titulo,
    autor,
    ...(CONTA_DO_AUTOR[autor] === undefined ? {} : { codautor: CONTA_DO_AUTOR[autor] }),
    dthpublicacao: dataHora(dias, hora),
    texto: paragrafos.join('\n\n'),
    anexos,
    lidoPor,
    ...(PEDEM_CIENCIA.has(codrecado) ? { pedeCiencia: true as const } : {}),
    ...(PERMITEM_RESPOSTAS.has(codrecado) ? { permiteRespostas: true as const } : {}),
  };
}

const circularSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="#fff3cd"/>' +
  '<text x="16" y="64" font-family="Arial" font-size="20" fill="#7a4d00">Feira de Ciências 2026</text></svg>';

export const recados: readonly RecadoSeed[] = [
  // --- Colégio Horizonte (Ana, Bruno, administrador) ---
  recado(
    1,
    escola,
    'Reunião de pais e mestres do 4º bimestre',
    'Coordenação Pedagógica',
    -1,
    '08:15',
    [
      'Prezadas famílias,',
      `Convidamos todos para a reunião de pais e mestres do 4º bimestre, que acontecerá ${dia(DIA.reuniaoPais, 'semana')}, das 8h30 às 11h30, nas salas de aula de cada turma.`,
      'Na ocasião serão entregues as avaliações do 3º bimestre e apresentado o calendário de recuperação. Contamos com a presença de todos.',
    ],
    [
      anexoPdf(
        101,
        'convocacao-reuniao-pais.pdf',
        'Convocação - Reunião de pais e mestres',
        [
          'Data: a do recado, das 8h30 às 11h30',
          'Local: salas de aula de cada turma',
          'Pauta: resultados do 3º bimestre e recuperação',
          'Coordenação Pedagógica - Colégio Horizonte',
        ],
        dataHora(-1, '08:10'),
      ),
    ],
  ),
  recado(2, escola, 'Recesso escolar', 'Secretaria Escolar', -2, '10:00', [
    `Informamos que não haverá aula ${dia(DIA.recesso, 'semana')}, em razão do recesso escolar.`,
    `As atividades retornam normalmente ${dia(DIA.recesso + 1, 'semana')}.`,
  ]),
  recado(
    3,
    escola,
    'Feira de Ciências 2026: inscrições abertas',
    'Prof. Bruno Lima',
    -3,
    '14:30',
    [
      `Estão abertas as inscrições para a Feira de Ciências 2026, que será realizada ${dia(DIA.feiraCiencias, 'semana')}, no ginásio.`,
      'Os grupos devem ter de 3 a 5 alunos e o tema deste ano é "Água e sustentabilidade". O regulamento completo está em anexo.',
      `Inscrições até ${dia(12)} com o professor orientador da turma.`,
    ],
    [
      anexoTexto(
        102,
        'regulamento-feira-de-ciencias.txt',
        'REGULAMENTO DA FEIRA DE CIÊNCIAS 2026\n\n1. Tema: Água e sustentabilidade.\n2. Grupos de 3 a 5 alunos.\n3. Cada grupo terá uma bancada de 1,5 m.\n4. Critérios: método científico (40%), apresentação (30%), criatividade (30%).\n5. Premiação: medalhas para os três primeiros de cada segmento.\n',
        dataHora(-3, '14:00'),
      ),
      anexoSvg(103, 'cartaz-feira.svg', circularSvg, dataHora(-3, '14:05')),
    ],
    [PESSOA.ana],
  ),
  recado(
    4,
    escola,
    'Campanha do agasalho',
    'Grêmio Estudantil',
    -5,
    '09:00',
    [
      `O Grêmio Estudantil está arrecadando agasalhos, cobertores e alimentos não perecíveis até ${dia(19)}.`,
      'As doações podem ser entregues na portaria principal. Todo o material será destinado ao Lar São Vicente de Paulo.',
    ],
    [],
    [PESSOA.ana, PESSOA.bruno],
  ),
  recado(
    5,
    escola,
    'Vacinação contra a gripe na escola',
    'Enfermaria',
    -7,
    '11:20',
    [
      `Em parceria com a Secretaria Municipal de Saúde, haverá vacinação contra a gripe ${dia(9, 'semana')}, das 8h às 12h.`,
      'Para vacinar, o aluno deve trazer a caderneta de vacinação e a autorização assinada pelo responsável (em anexo).',
    ],
    [
      anexoPdf(
        104,
        'autorizacao-vacinacao.pdf',
        'Autorização para vacinação',
        [
          'Eu, ______________________, responsável pelo aluno',
          '______________________, turma ______, autorizo a',
          'aplicação da vacina contra a gripe em 10/11/2026.',
          'Assinatura: ______________________',
        ],
        dataHora(-7, '11:00'),
      ),
    ],
    [PESSOA.ana],
  ),
  recado(
    6,
    escola,
    'Resultado das Olimpíadas de Matemática',
    'Direção',
    -9,
    '16:00',
    [
      'Temos a alegria de anunciar que 14 alunos do Colégio Horizonte foram premiados na OBMEP 2026: 2 medalhas de ouro, 4 de prata, 5 de bronze e 3 menções honrosas.',
      'Parabéns aos alunos e aos professores de Matemática pelo excelente trabalho!',
    ],
    [],
    [PESSOA.ana, PESSOA.bruno],
  ),
  recado(7, escola, 'Rematrícula 2027', 'Secretaria Escolar', -10, '08:00', [
    `O período de rematrícula para 2027 vai de ${dia(2)} a ${dia(29)}, com 10% de desconto na primeira parcela para quem renovar até ${dia(14)}.`,
    'A rematrícula é feita pelo portal, no menu Escola. Em caso de dúvidas, procure a secretaria.',
  ]),
  recado(
    8,
    escola,
    'Horário especial na semana de provas',
    'Coordenação Pedagógica',
    -12,
    '13:00',
    [
      `Durante a semana de provas do 4º bimestre (${dia(DIA.provasBimestre)} a ${dia(DIA.provasBimestre + 4)}), a saída do Ensino Fundamental II será às 11h00.`,
      'O transporte escolar já foi comunicado.',
    ],
    [],
    [PESSOA.ana],
  ),
  recado(9, escola, 'Lista de material para o projeto de Artes', 'Profa. Juliana Reis', -14, '15:40', [
    'Para o projeto de Artes do 4º bimestre, cada aluno deverá trazer: 1 tela 30x40, tinta acrílica nas cores primárias, 2 pincéis chatos e 1 avental.',
    `O material deve ser entregue até ${dia(8)}.`,
  ]),
  recado(
    10,
    escola,
    'Passeio ao Museu Catavento',
    'Coordenação Pedagógica',
    -16,
    '10:30',
    [
      `${dia(DIA.passeioMuseu, 'Semana')}, as turmas do 6º ano visitarão o Museu Catavento, em São Paulo. Saída às 7h e retorno previsto às 17h.`,
      'O valor de R$ 95,00 inclui transporte, ingresso e lanche, e será lançado no boleto de dezembro.',
    ],
    [],
    [PESSOA.ana],
  ),
  recado(
    11,
    sextoA,
    '6º ano A: prova de Matemática remarcada',
    'Prof. Bruno Lima',
    -2,
    '17:10',
    [
      `A prova de Matemática do 6º ano A foi remarcada para ${dia(4, 'semana')}, no 2º horário.`,
      'Conteúdo: frações, números decimais e porcentagem (capítulos 7 a 9 do livro).',
    ],
    [],
    [PESSOA.bruno],
  ),
  recado(
    12,
    sextoA,
    '6º ano A: aula de campo no Bosque dos Jequitibás',
    'Profa. Renata Campos',
    -6,
    '12:00',
    [
      'Na próxima sexta-feira, a turma fará aula de campo de Ciências no Bosque dos Jequitibás. Os alunos devem vir de tênis e trazer garrafa de água.',
    ],
  ),
  recado(13, nonoB, '9º ano B: simulado preparatório', 'Coordenação do Ensino Fundamental II', -4, '09:45', [
    `O 9º ano B fará um simulado preparatório para o Ensino Médio ${dia(13, 'semana')}, das 8h às 12h.`,
    'O simulado é opcional, mas recomendamos fortemente a participação.',
  ]),
  recado(
    14,
    nonoB,
    '9º ano B: formatura',
    'Comissão de Formatura',
    -20,
    '19:00',
    [
      `A cerimônia de formatura do 9º ano será ${dia(DIA.formatura, 'semana')}, às 19h, no auditório do colégio.`,
      'Cada formando tem direito a 4 convites. Convites adicionais custam R$ 30,00.',
    ],
    [],
    [PESSOA.ana],
  ),
  recado(15, lucas, 'Lucas: entrega de trabalho pendente', 'Profa. Renata Campos', -1, '16:20', [
    'Senhora responsável, o trabalho de Ciências sobre o ciclo da água do aluno Lucas ainda não foi entregue.',
    `O prazo foi prorrogado até ${dia(3, 'semana')}.`,
  ]),
  recado(
    16,
    mariana,
    'Mariana: destaque no simulado',
    'Coordenação do Ensino Fundamental II',
    -8,
    '10:10',
    [
      'Temos a satisfação de informar que a aluna Mariana obteve a 3ª maior nota do 9º ano no simulado de outubro.',
      'Parabéns pelo empenho!',
    ],
    [],
    [PESSOA.ana],
  ),
  recado(17, escola, 'Cantina: novo cardápio de novembro', 'Cantina Sabor & Saúde', -3, '07:30', [
    'O cardápio de novembro já está disponível no portal. Lembramos que a recarga do cartão da cantina pode ser feita por Pix.',
  ]),
  recado(18, escola, 'Horário de atendimento da secretaria em novembro', 'Secretaria Escolar', -11, '09:30', [
    'Durante o mês de novembro, a secretaria atenderá de segunda a sexta, das 7h às 18h, e aos sábados, das 8h às 12h, para atender às rematrículas.',
  ]),
  recado(
    19,
    escola,
    'Achados e perdidos',
    'Inspetoria',
    -13,
    '12:40',
    [
      `Há muitos casacos, lancheiras e garrafas no achados e perdidos. Os itens não retirados até ${dia(26)} serão doados.`,
      'Lembramos que todo material deve ser identificado com o nome do aluno.',
    ],
    [],
    [PESSOA.ana],
  ),
  // --- Condomínios (Carla, administrador) ---
  recado(
    20,
    { codcondomino: CONDOMINIO.acacias },
    'Manutenção dos elevadores',
    'Síndico - Residencial Jardim das Acácias',
    -1,
    '18:00',
    [
      'Prezados condôminos,',
      `De ${dia(3, 'semana')} a ${dia(4, 'semana')}, das 9h às 16h, os elevadores do Bloco A passarão por manutenção preventiva. Um elevador permanecerá em funcionamento.`,
      'Pedimos desculpas pelo transtorno.',
    ],
  ),
  recado(
    21,
    { codcondomino: CONDOMINIO.acacias },
    'Ata da assembleia disponível',
    'Administradora Lar Seguro',
    -38,
    '10:00',
    [
      'A ata da assembleia geral ordinária de 20 de setembro está disponível para consulta no portal e em anexo.',
    ],
    [
      anexoPdf(
        105,
        'ata-ago-setembro-2026.pdf',
        'Ata da AGO - 20/09/2026',
        [
          'Presentes: 42 de 96 unidades',
          'Aprovada a prestação de contas jan-ago/2026',
          'Aprovada a troca do portão da garagem',
          'Aprovado o novo regulamento interno',
        ],
        dataHora(-38, '09:50'),
      ),
    ],
    [PESSOA.carla],
  ),
  recado(
    22,
    { codcondomino: CONDOMINIO.solarAtlantico },
    'Dedetização das áreas comuns',
    'Zeladoria - Edifício Solar do Atlântico',
    -4,
    '08:30',
    [
      `Informamos que ${dia(6, 'semana')} será realizada a dedetização das áreas comuns e garagens.`,
      'Recomendamos manter as janelas fechadas durante a manhã.',
    ],
  ),
  recado(
    23,
    { codcondomino: CONDOMINIO.solarAtlantico },
    'Nova portaria remota',
    'Síndica - Edifício Solar do Atlântico',
    -15,
    '20:00',
    [
      `A partir de ${dia(30)}, o edifício passa a contar com portaria remota 24 horas. Cada morador receberá uma tag de acesso.`,
      'O cadastro de visitantes deverá ser feito pelo portal.',
    ],
    [],
    [PESSOA.carla],
  ),
  recado(
    24,
    { codcondomino: CONDOMINIO.vilaVerde },
    "Limpeza da caixa d'água",
    'Administração - Condomínio Vila Verde',
    -6,
    '09:00',
    [
      `${dia(8, 'Semana')}, das 8h às 14h, o abastecimento de água será interrompido para a limpeza semestral dos reservatórios.`,
    ],
  ),
  recado(
    25,
    { codcondomino: CONDOMINIO.acaciasB101 },
    'Relatório mensal da administradora',
    'Administradora Lar Seguro',
    -3,
    '11:00',
    [
      'Prezado síndico, o relatório de outubro do Residencial Jardim das Acácias está disponível: receitas, despesas, inadimplência e os serviços contratados no mês.',
    ],
  ),
  recado(
    26,
    { codcondomino: CONDOMINIO.acaciasPortaria },
    'Escala da portaria',
    'Administradora Lar Seguro',
    -2,
    '07:30',
    [
      'A escala de plantões de dezembro da portaria do Residencial Jardim das Acácias foi publicada. Trocas de turno devem ser combinadas com o síndico com dois dias de antecedência.',
    ],
  ),
  // --- Vida Plena (Daniel, administrador) ---
  recado(30, { codempresa: EMPRESA.vidaPlena }, 'Campanha Novembro Azul', 'Vida Plena Saúde', -1, '09:00', [
    `Em novembro, a Vida Plena reforça a importância da prevenção ao câncer de próstata. Homens a partir de 45 anos podem agendar consulta com urologista sem coparticipação até ${dia(29)}.`,
  ]),
  recado(
    31,
    { codempresa: EMPRESA.vidaPlena },
    'Reajuste anual 2026',
    'Vida Plena Saúde',
    -30,
    '10:00',
    [
      'Conforme autorizado pela ANS, os planos individuais terão reajuste de 6,06% a partir da mensalidade de novembro.',
      'O demonstrativo detalhado está disponível no menu Boletos do plano.',
    ],
    [],
    [PESSOA.daniel],
  ),
  recado(
    32,
    { codempresa: EMPRESA.vidaPlena },
    'Novos credenciados em Campinas',
    'Rede Credenciada',
    -12,
    '14:00',
    [
      'Ampliamos a rede em Campinas com três novas clínicas de Pediatria e um laboratório 24 horas. Consulte o guia médico.',
    ],
  ),
  // --- Prestadores (Elisa, Fábio, administrador) ---
  recado(
    40,
    { codempresa: EMPRESA.clinicaElisa },
    'Calendário de faturamento de novembro',
    'Vida Plena - Relacionamento com Prestadores',
    -2,
    '11:00',
    [`As guias de outubro devem ser enviadas até ${dia(4)}. O pagamento será creditado em ${dia(24)}.`],
  ),
  recado(
    41,
    { codempresa: EMPRESA.clinicaElisa },
    'Atualização da tabela TUSS',
    'Vida Plena - Relacionamento com Prestadores',
    -25,
    '11:00',
    [
      `A partir de ${dia(30)} passa a valer a nova versão da tabela TUSS. Os códigos descontinuados serão glosados.`,
    ],
    [],
    [PESSOA.elisa],
  ),
  recado(
    42,
    { codempresa: EMPRESA.laboratorio },
    'Novo fluxo de laudos digitais',
    'Vida Plena - Relacionamento com Prestadores',
    -3,
    '15:00',
    [
      'Os laudos de exames laboratoriais passam a ser anexados diretamente à guia, em PDF assinado digitalmente.',
    ],
  ),
  recado(
    43,
    { codempresa: EMPRESA.laboratorio },
    'Auditoria de qualidade',
    'Vida Plena - Auditoria',
    -18,
    '09:30',
    [
      `A visita de auditoria de qualidade está agendada para ${dia(11, 'semana')}, às 10h. Por favor, deixe disponíveis os registros de calibração.`,
    ],
    [],
    [PESSOA.fabio],
  ),
  // --- Exatus (Gabriela, Henrique, administrador) ---
  recado(
    50,
    { codempresa: EMPRESA.exatus },
    'Prazo da DCTFWeb de outubro',
    'Exatus Contabilidade',
    -1,
    '08:00',
    [
      `Lembramos que a DCTFWeb referente a outubro deve ser transmitida até ${dia(12)}.`,
      'Envie as informações de folha até o dia 6 para que possamos processar a tempo.',
    ],
  ),
  recado(
    51,
    { codempresa: EMPRESA.exatus },
    'Fechamento do balancete de outubro',
    'Exatus Contabilidade',
    -4,
    '17:00',
    [
      `O balancete de outubro será fechado em ${dia(9)}. Extratos bancários e notas fiscais pendentes devem ser enviados até ${dia(5)}.`,
    ],
    [
      anexoTexto(
        106,
        'checklist-fechamento.txt',
        'CHECKLIST DE FECHAMENTO\n- Extratos bancários de todas as contas\n- Notas fiscais de entrada e saída\n- Relatório de contas a receber\n- Folha de pagamento e encargos\n',
        dataHora(-4, '16:50'),
      ),
    ],
    [PESSOA.gabriela],
  ),
  recado(
    52,
    { codempresa: EMPRESA.exatus },
    'Décimo terceiro salário',
    'Departamento Pessoal',
    -8,
    '10:00',
    [`A primeira parcela do 13º salário será paga até ${dia(29)} e a segunda até ${dia(47)}.`],
    [],
    [PESSOA.henrique],
  ),
  // --- Hortifruti / Ceasa (Igor, administrador) ---
  recado(60, { codempresa: EMPRESA.hortifruti }, 'Horário especial da Ceasa', 'Ceasa Campinas', -2, '06:00', [
    `${dia(14, 'Semana')}, o mercado de hortifrutigranjeiros funcionará em horário reduzido, das 4h às 10h.`,
  ]),
  recado(
    61,
    { codempresa: EMPRESA.hortifruti },
    'Reajuste da taxa de ocupação',
    'Ceasa Campinas',
    -22,
    '08:00',
    ['A taxa de ocupação dos boxes será reajustada em 4,5% a partir de janeiro de 2027, conforme contrato.'],
    [],
    [PESSOA.igor],
  ),
  // --- Pessoais ---
  recado(
    70,
    { codpessoa: PESSOA.igor },
    'Bem-vindo ao portal',
    'Equipe do Portal',
    -30,
    '09:00',
    [
      'Olá, Igor! Seu acesso ao portal foi liberado. Aqui você acompanha cotações, taxas do box e lançamentos financeiros.',
    ],
    [],
    [PESSOA.igor],
  ),
  recado(
    71,
    { codpessoa: PESSOA.admin },
    'Relatório semanal de uso do portal',
    'Equipe do Portal',
    -1,
    '07:00',
    ['Na última semana, o portal registrou 1.284 acessos, 312 boletos emitidos e 57 inscrições em eventos.'],
  ),
];
