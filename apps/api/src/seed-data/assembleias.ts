import type {
  assembleia,
  assembleiaDocumento,
  comunicado,
  comunicadoLeitura,
  pautaItem,
  pesquisa,
  pesquisaPergunta,
  pesquisaResposta,
  pesquisaRespostaItem,
  voto,
  votoRegistro,
} from '../db/schema/assembleias.ts';
import { DIA } from './fatos.ts';
import { CONDOMINIO, EDIFICIO, PESSOA } from './ids.ts';

/**
 * A building's assemblies, notices and surveys (issue 32), in their tables' row types. Days count from the
 * reference day (the day the database is created; BASE_DEMO's day 0), so what is ahead stays ahead: Acácias'
 * extraordinary assembly (DIA.assembleiaAcacias, the same day as its event) has its online voting open since three
 * days ago, for Carla (and Paulo) to vote and Roberto, the síndico, to close. Its September one keeps the day its
 * minutes state (documentos.ts, 'ata-assembleia-setembro-2026').
 */

const DIA_MS = 86_400_000;

/** The instant `dias` after the reference day at `hora` in Brasília (UTC−3, no daylight saving since 2019). */
function em(referencia: string, dias: number, hora: string): Date {
  return new Date(Date.parse(`${referencia}T${hora}:00-03:00`) + dias * DIA_MS);
}

export interface AssembleiasDemo {
  assembleias: (typeof assembleia.$inferInsert)[];
  documentos: (typeof assembleiaDocumento.$inferInsert)[];
  itens: (typeof pautaItem.$inferInsert)[];
  votos: (typeof voto.$inferInsert)[];
  registros: (typeof votoRegistro.$inferInsert)[];
  comunicados: (typeof comunicado.$inferInsert)[];
  leituras: (typeof comunicadoLeitura.$inferInsert)[];
  pesquisas: (typeof pesquisa.$inferInsert)[];
  perguntas: (typeof pesquisaPergunta.$inferInsert)[];
  respostas: (typeof pesquisaResposta.$inferInsert)[];
  respostaItens: (typeof pesquisaRespostaItem.$inferInsert)[];
}

const APROVACAO = ['Aprovo', 'Reprovo', 'Abstenção'];

/** The demo's assemblies, notices and surveys as of `referencia` ('yyyy-mm-dd'). */
export function assembleiasDemo(referencia: string): AssembleiasDemo {
  const d = (dias: number, hora = '09:00') => em(referencia, dias, hora);
  const abertura = d(-3, '09:00');
  return {
    assembleias: [
      {
        codassembleia: 1,
        codedificio: EDIFICIO.acacias,
        titulo: 'Orçamento 2027 e eleição do conselho fiscal',
        tipo: 'extraordinaria',
        modalidade: 'hibrida',
        inicio: d(DIA.assembleiaAcacias, '19:00'),
        local: 'Salão de festas',
        comoParticipar:
          'Assembleia híbrida (Lei 14.309/2022): participe no salão de festas ou pela sala virtual, entrando com o nome e a unidade. ' +
          'Os itens 1 e 2 são votados também pelo portal, um voto por unidade, desde a abertura da votação até o encerramento pelo síndico ao fim da assembleia; ' +
          'até lá o voto pode ser alterado por qualquer morador da unidade. Primeira convocação às 19h00, segunda às 19h30.',
        link: 'https://meet.jit.si/residencial-acacias-age',
        publicadaEm: d(-8, '10:00'),
      },
      {
        codassembleia: 2,
        codedificio: EDIFICIO.acacias,
        titulo: 'Prestação de contas e regulamento interno',
        tipo: 'ordinaria',
        modalidade: 'presencial',
        // The minutes state this day: it does not move with the demo.
        inicio: new Date('2026-09-20T19:30:00-03:00'),
        local: 'Salão de festas',
        comoParticipar: null,
        link: null,
        publicadaEm: new Date('2026-09-05T10:00:00-03:00'),
      },
      {
        codassembleia: 3,
        codedificio: EDIFICIO.solarAtlantico,
        titulo: 'Contratação da portaria remota',
        tipo: 'extraordinaria',
        modalidade: 'presencial',
        inicio: d(-20, '20:00'),
        local: 'Salão de jogos',
        comoParticipar: null,
        link: null,
        publicadaEm: d(-32, '10:00'),
      },
      {
        codassembleia: 4,
        codedificio: EDIFICIO.vilaVerde,
        titulo: 'Previsão orçamentária de 2027 e reajuste da taxa',
        tipo: 'ordinaria',
        modalidade: 'presencial',
        inicio: d(23, '09:00'),
        local: 'Quiosque central',
        comoParticipar: null,
        link: null,
        publicadaEm: d(-2, '10:00'),
      },
    ],
    documentos: [
      { codassembleia: 1, ordem: 1, titulo: 'Regulamento interno em vigor', codigo: 'regulamento-interno' },
      {
        codassembleia: 1,
        ordem: 2,
        titulo: 'Ata da assembleia anterior',
        codigo: 'ata-assembleia-setembro-2026',
      },
      { codassembleia: 2, ordem: 1, titulo: 'Ata da assembleia', codigo: 'ata-assembleia-setembro-2026' },
    ],
    itens: [
      {
        coditem: 1,
        codassembleia: 1,
        ordem: 1,
        texto:
          'Aprovação da previsão orçamentária de 2027, com a taxa condominial de R$ 685,00 para R$ 719,00',
        votacaoOnline: true,
        opcoes: APROVACAO,
        abertaEm: abertura,
        encerradaEm: null,
      },
      {
        coditem: 2,
        codassembleia: 1,
        ordem: 2,
        texto: 'Eleição do conselho fiscal para 2027',
        votacaoOnline: true,
        opcoes: [
          'Chapa 1: Marta Ribeiro, Jorge Tanaka e Lúcia Prado',
          'Chapa 2: Sérgio Amaral, Beatriz Nunes e Otávio Reis',
          'Abstenção',
        ],
        abertaEm: abertura,
        encerradaEm: null,
      },
      {
        coditem: 3,
        codassembleia: 1,
        ordem: 3,
        texto: 'Assuntos gerais',
        votacaoOnline: false,
        opcoes: [],
        abertaEm: null,
        encerradaEm: null,
      },
      ...[
        'Prestação de contas de janeiro a agosto de 2026 (aprovada: 38 votos a favor, 4 abstenções)',
        'Troca do portão da garagem, orçada em R$ 18.700,00, em 3 parcelas de rateio extra (aprovada)',
        'Novo regulamento interno, em vigor desde 1º de outubro de 2026 (aprovado)',
      ].map((texto, i) => ({
        coditem: 4 + i,
        codassembleia: 2,
        ordem: i + 1,
        texto,
        votacaoOnline: false,
        opcoes: [],
        abertaEm: null,
        encerradaEm: null,
      })),
      {
        coditem: 7,
        codassembleia: 3,
        ordem: 1,
        texto: 'Contratação da portaria remota 24 horas (aprovada: 58 de 120 unidades presentes)',
        votacaoOnline: false,
        opcoes: [],
        abertaEm: null,
        encerradaEm: null,
      },
      {
        coditem: 8,
        codassembleia: 4,
        ordem: 1,
        texto: 'Previsão orçamentária de 2027 e reajuste da taxa condominial',
        votacaoOnline: false,
        opcoes: [],
        abertaEm: null,
        encerradaEm: null,
      },
    ],
    // Roberto's unit voted on the budget two days ago; Carla's (hers and Paulo's) has not voted yet.
    votos: [
      {
        coditem: 1,
        codcondomino: CONDOMINIO.acaciasB101,
        opcao: 0,
        versao: 1,
        codpessoa: PESSOA.roberto,
        em: d(-2, '20:15'),
      },
    ],
    registros: [
      {
        coditem: 1,
        codcondomino: CONDOMINIO.acaciasB101,
        opcao: 0,
        versao: 1,
        codpessoa: PESSOA.roberto,
        em: d(-2, '20:15'),
      },
    ],
    comunicados: [
      {
        codcomunicado: 1,
        codedificio: EDIFICIO.acacias,
        titulo: 'Manutenção preventiva dos elevadores',
        texto:
          'A manutenção preventiva dos elevadores será feita nos próximos dias, das 9h às 16h, um elevador de cada vez. Pedimos paciência nos horários de pico.',
        codautor: PESSOA.roberto,
        publicadoEm: d(-1, '09:30'),
      },
      {
        codcomunicado: 2,
        codedificio: EDIFICIO.acacias,
        titulo: 'Assembleia extraordinária: votação aberta no portal',
        texto:
          'A votação online da assembleia extraordinária (orçamento 2027 e conselho fiscal) está aberta no portal, em Assembleias. Cada unidade tem um voto, que pode ser alterado até o encerramento.',
        codautor: PESSOA.roberto,
        publicadoEm: abertura,
      },
      {
        codcomunicado: 3,
        codedificio: EDIFICIO.acacias,
        titulo: 'Coleta seletiva',
        texto:
          'Recicláveis às terças e sextas; orgânicos diariamente até as 20h. Use os contêineres identificados na garagem.',
        codautor: PESSOA.roberto,
        publicadoEm: d(-27, '10:00'),
      },
      ...(
        [
          [
            4,
            EDIFICIO.solarAtlantico,
            -4,
            'Dedetização das áreas comuns',
            'A dedetização das áreas comuns será feita nesta semana; mantenha os animais dentro de casa durante a aplicação.',
          ],
          [
            5,
            EDIFICIO.solarAtlantico,
            -15,
            'Portaria remota 24 horas',
            'A portaria remota começa no fim do mês; retire a sua tag de acesso na administração.',
          ],
          [
            6,
            EDIFICIO.vilaVerde,
            -6,
            "Limpeza da caixa d'água",
            'O abastecimento será interrompido das 8h às 14h no dia da limpeza; guarde água com antecedência.',
          ],
          [
            7,
            EDIFICIO.vilaVerde,
            -9,
            'Poda das árvores da alameda',
            'Durante a poda, não estacione sob as árvores da alameda.',
          ],
        ] as const
      ).map(([codcomunicado, codedificio, dias, titulo, texto]) => ({
        codcomunicado,
        codedificio,
        titulo,
        texto,
        codautor: null,
        publicadoEm: d(dias, '10:00'),
      })),
    ],
    leituras: [
      { codcomunicado: 3, codpessoa: PESSOA.carla, codcondomino: CONDOMINIO.acacias, em: d(-26, '18:40') },
      { codcomunicado: 2, codpessoa: PESSOA.paulo, codcondomino: CONDOMINIO.acacias, em: d(-3, '12:05') },
    ],
    pesquisas: [
      {
        codpesquisa: 1,
        codedificio: EDIFICIO.acacias,
        titulo: 'Uso das áreas de lazer',
        descricao: 'Ajude a administração a decidir onde investir o fundo de melhorias de 2027.',
        abertaEm: d(-6, '08:00'),
        encerraEm: d(10, '23:59'),
        resultadosEm: null,
      },
      {
        codpesquisa: 2,
        codedificio: EDIFICIO.acacias,
        titulo: 'Horário da portaria aos domingos',
        descricao: 'Consulta sobre o horário do porteiro presencial aos domingos.',
        abertaEm: d(-40, '08:00'),
        encerraEm: d(-25, '23:59'),
        resultadosEm: d(-24, '10:00'),
      },
    ],
    perguntas: [
      {
        codpergunta: 1,
        codpesquisa: 1,
        ordem: 1,
        tipo: 'multipla',
        texto: 'Quais áreas você usa?',
        opcoes: ['Academia', 'Piscina', 'Salão de festas', 'Churrasqueira', 'Quadra'],
      },
      {
        codpergunta: 2,
        codpesquisa: 1,
        ordem: 2,
        tipo: 'unica',
        texto: 'Qual deve ser a prioridade de 2027?',
        opcoes: ['Reformar a academia', 'Aquecer a piscina', 'Cobrir a quadra'],
      },
      { codpergunta: 3, codpesquisa: 1, ordem: 3, tipo: 'texto', texto: 'Sugestões', opcoes: [] },
      {
        codpergunta: 4,
        codpesquisa: 2,
        ordem: 1,
        tipo: 'unica',
        texto: 'Qual horário você prefere?',
        opcoes: ['Das 7h às 19h', 'Das 8h às 20h', '24 horas, com portaria remota à noite'],
      },
    ],
    respostas: [
      { codpesquisa: 2, codpessoa: PESSOA.carla, em: d(-38, '21:10') },
      { codpesquisa: 2, codpessoa: PESSOA.roberto, em: d(-37, '08:20') },
      { codpesquisa: 1, codpessoa: PESSOA.roberto, em: d(-5, '07:45') },
    ],
    respostaItens: [
      { codpesquisa: 2, codpessoa: PESSOA.carla, codpergunta: 4, opcoes: [1], texto: null },
      { codpesquisa: 2, codpessoa: PESSOA.roberto, codpergunta: 4, opcoes: [1], texto: null },
      { codpesquisa: 1, codpessoa: PESSOA.roberto, codpergunta: 1, opcoes: [0, 3], texto: null },
      { codpesquisa: 1, codpessoa: PESSOA.roberto, codpergunta: 2, opcoes: [2], texto: null },
      {
        codpesquisa: 1,
        codpessoa: PESSOA.roberto,
        codpergunta: 3,
        opcoes: [],
        texto: 'Mais bicicletários na garagem.',
      },
    ],
  };
}
