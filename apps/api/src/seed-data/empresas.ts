import { ALUNO, CONDOMINIO, EDIFICIO, EMPRESA, TURMA } from './ids.ts';
import type { AlunoSeed, CondominioSeed, EdificioSeed, EmpresaSeed } from './types.ts';

/** Every company of the demo. Schools carry their school years and classes (lstanoletivo). */
export const empresas: readonly EmpresaSeed[] = [
  {
    codempresa: EMPRESA.colegioHorizonte,
    nomempresa: 'Colégio Horizonte',
    codprestador: '',
    inscricao: '244.118.903.112',
    cnpj: '24.567.891/0001-20',
    tipos: ['escola'],
    cidade: 'Campinas',
    uf: 'SP',
    lstanoletivo: [
      {
        anoletivo: 2025,
        turmas: [
          { codturma: TURMA.quintoA2025, descricao: '5º ano A - Ensino Fundamental' },
          { codturma: TURMA.oitavoB2025, descricao: '8º ano B - Ensino Fundamental' },
          { codturma: TURMA.nonoA2025, descricao: '9º ano A - Ensino Fundamental' },
          { codturma: TURMA.primeiraEM2025, descricao: '1ª série A - Ensino Médio' },
        ],
      },
      {
        anoletivo: 2026,
        turmas: [
          { codturma: TURMA.sextoA2026, descricao: '6º ano A - Ensino Fundamental' },
          { codturma: TURMA.nonoB2026, descricao: '9º ano B - Ensino Fundamental' },
          { codturma: TURMA.primeiraEM2026, descricao: '1ª série A - Ensino Médio' },
          { codturma: TURMA.segundaEM2026, descricao: '2ª série A - Ensino Médio' },
          { codturma: TURMA.terceiraEM2026, descricao: '3ª série B - Ensino Médio' },
        ],
      },
    ],
  },
  {
    // The administrator's second school (issue 31): its boletim follows another formula (escola-notas.ts).
    codempresa: EMPRESA.escolaAurora,
    nomempresa: 'Escola Aurora',
    codprestador: '',
    inscricao: '244.118.904.550',
    cnpj: '31.402.118/0001-70',
    tipos: ['escola'],
    cidade: 'Campinas',
    uf: 'SP',
    lstanoletivo: [
      {
        anoletivo: 2026,
        turmas: [{ codturma: TURMA.setimoAAurora2026, descricao: '7º ano A - Ensino Fundamental' }],
      },
    ],
  },
  {
    codempresa: EMPRESA.vidaPlena,
    nomempresa: 'Vida Plena Saúde',
    codprestador: '',
    inscricao: 'ANS 418.772',
    cnpj: '31.827.364/0001-73',
    tipos: ['planosaude'],
    cidade: 'São Paulo',
    uf: 'SP',
    lstanoletivo: [],
  },
  {
    // Medical provider: SPEC §6 resolves its code from the digits after the first of 1201.
    codempresa: EMPRESA.clinicaElisa,
    nomempresa: 'Clínica Dra. Elisa Prado',
    codprestador: '201',
    inscricao: 'CNES 7845123',
    cnpj: '42.738.192/0001-88',
    tipos: ['prestador-medico'],
    cidade: 'São Paulo',
    uf: 'SP',
    lstanoletivo: [],
  },
  {
    // Not medical: the provider code is codprestador itself.
    codempresa: EMPRESA.laboratorio,
    nomempresa: 'Laboratório Análise Certa',
    codprestador: '7730',
    inscricao: 'CNES 2098776',
    cnpj: '53.627.184/0001-80',
    tipos: ['prestador-laboratorio'],
    cidade: 'Campinas',
    uf: 'SP',
    lstanoletivo: [],
  },
  {
    codempresa: EMPRESA.exatus,
    nomempresa: 'Exatus Contabilidade e Assessoria',
    codprestador: '',
    inscricao: 'CRC-SP 2SP031445/O-1',
    cnpj: '64.538.291/0001-59',
    tipos: ['contabilidade', 'tesouraria'],
    cidade: 'Ribeirão Preto',
    uf: 'SP',
    lstanoletivo: [],
  },
  {
    codempresa: EMPRESA.hortifruti,
    nomempresa: 'Hortifruti Santos Ltda.',
    codprestador: '',
    inscricao: '244.907.551.110',
    cnpj: '75.463.728/0001-59',
    tipos: ['comercio'],
    cidade: 'Campinas',
    uf: 'SP',
    lstanoletivo: [],
  },
  {
    codempresa: EMPRESA.larSeguro,
    nomempresa: 'Lar Seguro Administradora de Condomínios',
    codprestador: '',
    inscricao: '',
    cnpj: '86.352.417/0001-39',
    tipos: ['administradora-condominio'],
    cidade: 'Santos',
    uf: 'SP',
    lstanoletivo: [],
  },
  {
    codempresa: EMPRESA.prevFuturo,
    nomempresa: 'Prev Futuro Previdência Complementar',
    codprestador: '',
    inscricao: 'PREVIC 1.02.0088-4',
    cnpj: '97.241.536/0001-30',
    tipos: ['previdencia'],
    cidade: 'Curitiba',
    uf: 'PR',
    lstanoletivo: [],
  },
  {
    codempresa: EMPRESA.cafim,
    nomempresa: 'CAFIM - Caixa de Assistência dos Funcionários Municipais',
    codprestador: '',
    inscricao: '',
    cnpj: '14.826.357/0001-38',
    tipos: ['associacao'],
    cidade: 'Campinas',
    uf: 'SP',
    lstanoletivo: [],
  },
];

/** The buildings (issue 32). Acácias's convention weighs a vote by the unit's ideal fraction. */
export const edificios: readonly EdificioSeed[] = [
  { codedificio: EDIFICIO.acacias, nome: 'Residencial Jardim das Acácias', votoPorFracao: true },
  { codedificio: EDIFICIO.solarAtlantico, nome: 'Edifício Solar do Atlântico', votoPorFracao: false },
  { codedificio: EDIFICIO.vilaVerde, nome: 'Condomínio Vila Verde', votoPorFracao: false },
];

const ACACIAS = {
  nomcondominio: 'Residencial Jardim das Acácias',
  endereco: 'Rua das Acácias, 250 - Jardim Paulista',
  cidade: 'Santos',
  uf: 'SP',
  codedificio: EDIFICIO.acacias,
} as const;

/**
 * The ideal fraction of an Acácias unit, in millionths: its 96 units (blocks A and B, 12 floors, 4 per floor) are
 * 64 of 1.0 % and 32 of 1.125 % (finals 1 and 4 of floors 1–8, the larger ones), 100 % in all.
 */
function fracaoAcacias(final: number, andar: number): number {
  return (final === 1 || final === 4) && andar <= 8 ? 11250 : 10000;
}

/** Acácias's units nobody of the demo lives in: the assemblies' quorum counts them. */
const unidadesAcacias: CondominioSeed[] = ['A', 'B']
  .flatMap((bloco) =>
    Array.from({ length: 12 }, (_, i) => i + 1).flatMap((andar) =>
      [1, 2, 3, 4].map((final) => ({ bloco, andar, final })),
    ),
  )
  .filter(
    ({ bloco, andar, final }) =>
      !(bloco === 'A' && andar === 3 && final === 2) && !(bloco === 'B' && andar === 1 && final === 1),
  )
  .map(({ bloco, andar, final }, i) => ({
    ...ACACIAS,
    codcondomino: String(2001 + i),
    identificacao: `Bloco ${bloco} - Apto ${andar}${String(final).padStart(2, '0')}`,
    fracao: fracaoAcacias(final, andar),
  }));

/**
 * Condominium units (lstcondomino) the demo's people hold: Carla (and Paulo) Acácias A-302 and Solar 1104, Roberto
 * Acácias B-101, the administrator Vila Verde 17; Sebastião's is Acácias's gate, not a unit.
 */
export const condominios: readonly CondominioSeed[] = [
  { ...ACACIAS, codcondomino: CONDOMINIO.acacias, identificacao: 'Bloco A - Apto 302', fracao: 10000 },
  {
    codcondomino: CONDOMINIO.solarAtlantico,
    identificacao: 'Torre 2 - Apto 1104',
    nomcondominio: 'Edifício Solar do Atlântico',
    endereco: 'Avenida Bartolomeu de Gusmão, 180 - Embaré',
    cidade: 'Santos',
    uf: 'SP',
    codedificio: EDIFICIO.solarAtlantico,
    fracao: 8130,
  },
  {
    codcondomino: CONDOMINIO.vilaVerde,
    identificacao: 'Casa 17',
    nomcondominio: 'Condomínio Vila Verde',
    endereco: 'Alameda dos Ipês, 900 - Barão Geraldo',
    cidade: 'Campinas',
    uf: 'SP',
    codedificio: EDIFICIO.vilaVerde,
    fracao: 16667,
  },
  { ...ACACIAS, codcondomino: CONDOMINIO.acaciasB101, identificacao: 'Bloco B - Apto 101', fracao: 11250 },
  { ...ACACIAS, codcondomino: CONDOMINIO.acaciasPortaria, identificacao: 'Portaria', fracao: null },
];

/** Every row of the `condominio` table: the demo's units and the rest of Acácias's. */
export const todasAsUnidades: readonly CondominioSeed[] = [...condominios, ...unidadesAcacias];

/** Students (lstaluno), current school year 2026. Ana has two children; the administrator two, at two schools. */
export const alunos: readonly AlunoSeed[] = [
  {
    codaluno: ALUNO.lucas,
    nome: 'Lucas Souza Almeida',
    codturma: TURMA.sextoA2026,
    anoletivo: 2026,
    serie: '6º ano - Ensino Fundamental',
    codempresa: EMPRESA.colegioHorizonte,
    dtnascimento: '14/03/2015',
  },
  {
    codaluno: ALUNO.mariana,
    nome: 'Mariana Souza Almeida',
    codturma: TURMA.nonoB2026,
    anoletivo: 2026,
    serie: '9º ano - Ensino Fundamental',
    codempresa: EMPRESA.colegioHorizonte,
    dtnascimento: '22/07/2012',
  },
  {
    codaluno: ALUNO.tiago,
    nome: 'Tiago Ribeiro Demo',
    codturma: TURMA.primeiraEM2026,
    anoletivo: 2026,
    serie: '1ª série - Ensino Médio',
    codempresa: EMPRESA.colegioHorizonte,
    dtnascimento: '05/09/2010',
  },
  {
    codaluno: ALUNO.bia,
    nome: 'Beatriz Ribeiro Demo',
    codturma: TURMA.setimoAAurora2026,
    anoletivo: 2026,
    serie: '7º ano - Ensino Fundamental',
    codempresa: EMPRESA.escolaAurora,
    dtnascimento: '10/02/2014',
  },
];

/** Looks a company up by code (undefined when unknown). */
export function empresaPorCodigo(codempresa: number): EmpresaSeed | undefined {
  return empresas.find((e) => e.codempresa === codempresa);
}
