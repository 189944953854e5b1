import { EMPRESA } from './ids.ts';
import type { PrestadorGuiaSeed } from './types.ts';

/**
 * The public medical guide of Vida Plena (coddao 220): 65 providers, 13 specialties, 10 cities.
 * Addresses are real streets of each city; coordinates sit near the street, derived from
 * the city's centre plus a small fixed offset per address.
 */

type Cidade = {
  cidade: string;
  uf: string;
  ddd: string;
  lat: number;
  lng: number;
  enderecos: [string, string, string][];
};

// [logradouro e número, bairro, cep]
const CIDADES: readonly Cidade[] = [
  {
    cidade: 'São Paulo',
    uf: 'SP',
    ddd: '11',
    lat: -23.5613,
    lng: -46.6565,
    enderecos: [
      ['Avenida Paulista, 1048', 'Bela Vista', '01310-100'],
      ['Rua Augusta, 2529', 'Jardins', '01413-100'],
      ['Avenida Brigadeiro Faria Lima, 1811', 'Jardim Paulistano', '01452-001'],
      ['Rua Vergueiro, 3185', 'Vila Mariana', '04101-300'],
      ['Avenida Santo Amaro, 4644', 'Brooklin', '04702-000'],
      ['Rua Teodoro Sampaio, 744', 'Pinheiros', '05406-000'],
      ['Rua Voluntários da Pátria, 2468', 'Santana', '02402-000'],
    ],
  },
  {
    cidade: 'Campinas',
    uf: 'SP',
    ddd: '19',
    lat: -22.9056,
    lng: -47.0608,
    enderecos: [
      ['Avenida Norte-Sul, 1850', 'Cambuí', '13025-320'],
      ['Rua Coronel Quirino, 1200', 'Cambuí', '13025-002'],
      ['Avenida José de Souza Campos, 900', 'Nova Campinas', '13092-123'],
      ['Rua Barão de Jaguara, 1481', 'Centro', '13015-002'],
      ['Avenida Albino J. B. de Oliveira, 1700', 'Barão Geraldo', '13084-008'],
      ['Avenida Orosimbo Maia, 2600', 'Vila Itapura', '13023-002'],
    ],
  },
  {
    cidade: 'Santos',
    uf: 'SP',
    ddd: '13',
    lat: -23.9608,
    lng: -46.3336,
    enderecos: [
      ['Avenida Ana Costa, 433', 'Gonzaga', '11060-003'],
      ['Rua Doutor Oswaldo Cruz, 197', 'Boqueirão', '11045-101'],
      ['Avenida Conselheiro Nébias, 726', 'Encruzilhada', '11045-002'],
      ['Avenida Bartolomeu de Gusmão, 120', 'Embaré', '11045-400'],
      ['Rua Almirante Cochrane, 194', 'Embaré', '11040-002'],
    ],
  },
  {
    cidade: 'Ribeirão Preto',
    uf: 'SP',
    ddd: '16',
    lat: -21.1775,
    lng: -47.8103,
    enderecos: [
      ['Avenida Presidente Vargas, 2001', 'Jardim Santa Ângela', '14020-260'],
      ['Rua Visconde de Inhaúma, 490', 'Centro', '14010-100'],
      ['Avenida Independência, 3200', 'Jardim Sumaré', '14025-230'],
      ['Rua Garibaldi, 1225', 'Centro', '14010-170'],
      ['Avenida Professor João Fiúsa, 1500', 'Jardim Canadá', '14024-250'],
    ],
  },
  {
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    ddd: '21',
    lat: -22.9711,
    lng: -43.1822,
    enderecos: [
      ['Rua Visconde de Pirajá, 330', 'Ipanema', '22410-002'],
      ['Avenida Nossa Senhora de Copacabana, 664', 'Copacabana', '22050-001'],
      ['Rua Voluntários da Pátria, 445', 'Botafogo', '22270-000'],
      ['Avenida das Américas, 4666', 'Barra da Tijuca', '22640-102'],
      ['Rua Conde de Bonfim, 255', 'Tijuca', '20520-051'],
      ['Avenida Rio Branco, 156', 'Centro', '20040-003'],
    ],
  },
  {
    cidade: 'Belo Horizonte',
    uf: 'MG',
    ddd: '31',
    lat: -19.932,
    lng: -43.938,
    enderecos: [
      ['Avenida Afonso Pena, 1500', 'Centro', '30130-005'],
      ['Rua da Bahia, 1148', 'Lourdes', '30160-011'],
      ['Avenida do Contorno, 4747', 'Funcionários', '30110-031'],
      ['Rua Paraíba, 1441', 'Savassi', '30130-141'],
      ['Avenida Álvares Cabral, 1600', 'Santo Agostinho', '30170-001'],
    ],
  },
  {
    cidade: 'Curitiba',
    uf: 'PR',
    ddd: '41',
    lat: -25.4372,
    lng: -49.27,
    enderecos: [
      ['Avenida Sete de Setembro, 4200', 'Batel', '80250-210'],
      ['Rua XV de Novembro, 1050', 'Centro', '80060-000'],
      ['Avenida Visconde de Guarapuava, 3800', 'Centro', '80250-220'],
      ['Rua Padre Anchieta, 1856', 'Bigorrilho', '80730-000'],
      ['Avenida República Argentina, 2400', 'Água Verde', '80620-010'],
    ],
  },
  {
    cidade: 'Porto Alegre',
    uf: 'RS',
    ddd: '51',
    lat: -30.0346,
    lng: -51.2177,
    enderecos: [
      ['Avenida Ipiranga, 6690', 'Jardim Botânico', '90610-000'],
      ['Rua Mostardeiro, 333', 'Moinhos de Vento', '90430-001'],
      ['Avenida Independência, 1100', 'Independência', '90035-072'],
      ['Avenida Protásio Alves, 2100', 'Petrópolis', '90410-006'],
      ['Rua Ramiro Barcelos, 910', 'Floresta', '90035-001'],
    ],
  },
  {
    cidade: 'Salvador',
    uf: 'BA',
    ddd: '71',
    lat: -12.9874,
    lng: -38.4813,
    enderecos: [
      ['Avenida Tancredo Neves, 1632', 'Caminho das Árvores', '41820-020'],
      ['Avenida Sete de Setembro, 2368', 'Vitória', '40080-002'],
      ['Rua Marquês de Caravelas, 98', 'Barra', '40140-240'],
      ['Avenida Antônio Carlos Magalhães, 3244', 'Pituba', '41820-000'],
      ['Rua Ewerton Visco, 290', 'Caminho das Árvores', '41820-022'],
    ],
  },
  {
    cidade: 'Brasília',
    uf: 'DF',
    ddd: '61',
    lat: -15.7942,
    lng: -47.8822,
    enderecos: [
      ['SGAS 915 Lote 74', 'Asa Sul', '70390-150'],
      ['SHLS 716 Conjunto L', 'Asa Sul', '70390-700'],
      ['SEPN 510 Bloco A', 'Asa Norte', '70750-521'],
      ['SCN Quadra 2 Bloco D', 'Asa Norte', '70712-903'],
      ['Avenida das Araucárias, 1835', 'Águas Claras', '71936-250'],
    ],
  },
];

// Five providers per specialty; médicos use 'Dr.'/'Dra.', the rest are clinics or professionals.
const ESPECIALIDADES: Readonly<Record<string, readonly string[]>> = {
  Cardiologia: [
    'Dra. Elisa Fernandes Prado',
    'Dr. Marcelo Tavares Couto',
    'Instituto Cardiológico Vida',
    'Dr. Ricardo Nogueira Leal',
    'Dra. Patrícia Amaral Duarte',
  ],
  Pediatria: [
    'Dra. Camila Rezende Farias',
    'Clínica Pequeno Príncipe Kids',
    'Dr. Gustavo Henrique Sales',
    'Dra. Letícia Moraes Pinto',
    'Dr. Felipe Azevedo Brandão',
  ],
  Dermatologia: [
    'Dra. Renata Figueiredo Lopes',
    'Dr. André Luiz Barreto',
    'Clínica Derma Vita',
    'Dra. Bianca Siqueira Torres',
    'Dr. Thiago Monteiro Rangel',
  ],
  Ortopedia: [
    'Dr. Rodrigo Peixoto Aguiar',
    'Clínica Ortopédica Movimento',
    'Dr. Leandro Cavalcanti Melo',
    'Dra. Fernanda Queiroz Viana',
    'Dr. Paulo Sérgio Medeiros',
  ],
  Ginecologia: [
    'Dra. Juliana Castro Mendonça',
    'Dra. Adriana Teixeira Lobo',
    'Clínica Mulher Integral',
    'Dra. Cristina Pacheco Borges',
    'Dr. Eduardo Vasconcelos Reis',
  ],
  Oftalmologia: [
    'Dr. Henrique Bastos Falcão',
    'Instituto de Olhos Visão Clara',
    'Dra. Mariana Lacerda Fontes',
    'Dr. Sérgio Antunes Prates',
    'Dra. Tatiana Ribeiro Cunha',
  ],
  'Clínica Geral': [
    'Dr. José Carlos Pimentel',
    'Dra. Ana Beatriz Coelho',
    'Centro Médico Vida Plena',
    'Dr. Roberto Almeida Neves',
    'Dra. Luciana Barros Freitas',
  ],
  Psiquiatria: [
    'Dr. Fábio Guimarães Lima',
    'Dra. Carolina Mattos Veloso',
    'Clínica Equilíbrio Saúde Mental',
    'Dr. Vinícius Prado Santana',
    'Dra. Isabela Fonseca Rocha',
  ],
  Laboratório: [
    'Laboratório Análise Certa',
    'Laboratório Diagnóstico Vital',
    'LabCentro Análises Clínicas',
    'Laboratório São Lucas',
    'Biolab Exames',
  ],
  Fisioterapia: [
    'Clínica Fisio Ativa',
    'Dra. Priscila Andrade Reis',
    'Centro de Reabilitação Movimento Livre',
    'Dr. Caio Martins Leite',
    'Fisioclínica Bem Estar',
  ],
  Odontologia: [
    'Dr. Marcos Vinícius Dias',
    'Odonto Sorriso Perfeito',
    'Dra. Gabriela Tenório Lins',
    'Clínica Odontológica Dente Feliz',
    'Dr. Alexandre Rocha Bueno',
  ],
  Nutrição: [
    'Dra. Natália Campos Vieira',
    'Nutri Equilíbrio Consultório',
    'Dra. Helena Sampaio Costa',
    'Dr. Bruno Cardoso Ferraz',
    'Dra. Vanessa Pires Moura',
  ],
  Urologia: [
    'Dr. Otávio Brandão Lemos',
    'Dr. Luís Fernando Guerra',
    'Clínica Uro Center',
    'Dr. Diego Santiago Neri',
    'Dr. Márcio Quintela Araújo',
  ],
};

function telefone(ddd: string, n: number): string {
  const base = String(3000_0000 + ((n * 7919) % 6999_9999)).padStart(8, '0');
  return `(${ddd}) ${base.slice(0, 4)}-${base.slice(4)}`;
}

let sequencia = 0;
export const prestadoresGuia: readonly PrestadorGuiaSeed[] = Object.entries(ESPECIALIDADES).flatMap(
  ([especialidade, nomes], e) =>
    nomes.map((nome, i) => {
      const n = sequencia++;
      const cidade = CIDADES[(e + i * 3) % CIDADES.length] as Cidade;
      const [endereco, bairro, cep] = cidade.enderecos[(e + i) % cidade.enderecos.length] as [
        string,
        string,
        string,
      ];
      // Fixed small offsets (≤ ~2 km) keep each pin inside its city and distinct from its neighbours.
      const dLat = (((n * 37) % 41) - 20) / 1000;
      const dLng = (((n * 53) % 43) - 21) / 1000;
      return {
        codprestador: 5001 + n,
        codempresa: EMPRESA.vidaPlena,
        nome,
        especialidade,
        endereco,
        bairro,
        cidade: cidade.cidade,
        uf: cidade.uf,
        cep,
        telefone: telefone(cidade.ddd, n + 11),
        latitude: Math.round((cidade.lat + dLat) * 1e6) / 1e6,
        longitude: Math.round((cidade.lng + dLng) * 1e6) / 1e6,
      };
    }),
);

/** Distinct specialties and cities, sorted pt-BR, as coddao 220 answers them. */
export const especialidadesGuia: readonly string[] = [
  ...new Set(prestadoresGuia.map((p) => p.especialidade)),
].sort((a, b) => a.localeCompare(b, 'pt-BR'));
export const cidadesGuia: readonly string[] = [...new Set(prestadoresGuia.map((p) => p.cidade))].sort(
  (a, b) => a.localeCompare(b, 'pt-BR'),
);
