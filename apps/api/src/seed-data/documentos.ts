import { CONDOMINIO, EMPRESA } from './ids.ts';
import type { DocumentoSeed } from './types.ts';
import { dataHora } from './util/referencia.ts';

/**
 * HTML documents for '/doc/{codigo}' (coddao 270) and the public docsite list (coddao 260).
 * The html is stored and served raw: the app sanitises it with DOMPurify. Hostile fixtures live in the
 * tests (e2e/fixtures), never in the demo.
 */

const estatuto = `
<h1>Estatuto Social</h1>
<p><em>Aprovado em Assembleia Geral Extraordinária de 14 de março de 2026.</em></p>
<h2>Capítulo I — Da denominação, sede e finalidade</h2>
<p><strong>Art. 1º</strong> A Associação Portal de Serviços, pessoa jurídica de direito privado sem fins lucrativos, tem sede e foro na cidade de Campinas, Estado de São Paulo.</p>
<p><strong>Art. 2º</strong> São finalidades da associação:</p>
<ol>
  <li>congregar empresas, escolas, condomínios e prestadores de serviços que utilizam o portal;</li>
  <li>promover a transparência na prestação de contas aos associados;</li>
  <li>oferecer canais digitais seguros de comunicação e atendimento.</li>
</ol>
<h2>Capítulo II — Dos associados</h2>
<p><strong>Art. 3º</strong> São direitos dos associados votar e ser votado, participar das assembleias e ter acesso aos documentos da associação.</p>
<p><strong>Art. 4º</strong> São deveres dos associados cumprir este estatuto, pagar pontualmente as contribuições e zelar pelo bom nome da associação.</p>
<h2>Capítulo III — Da administração</h2>
<table>
  <thead><tr><th>Órgão</th><th>Composição</th><th>Mandato</th></tr></thead>
  <tbody>
    <tr><td>Assembleia Geral</td><td>Todos os associados em dia</td><td>—</td></tr>
    <tr><td>Diretoria Executiva</td><td>Presidente, vice-presidente, tesoureiro e secretário</td><td>2 anos</td></tr>
    <tr><td>Conselho Fiscal</td><td>3 membros titulares e 3 suplentes</td><td>2 anos</td></tr>
  </tbody>
</table>
<p><strong>Art. 5º</strong> A Assembleia Geral reúne-se ordinariamente uma vez por ano, no mês de março, e extraordinariamente sempre que convocada.</p>
<h2>Capítulo IV — Disposições finais</h2>
<p>Os casos omissos serão resolvidos pela Diretoria Executiva, ad referendum da Assembleia Geral.</p>`;

const regimento = `
<h1>Regimento Escolar 2026</h1>
<p>Colégio Horizonte — Educação Infantil, Ensino Fundamental e Ensino Médio.</p>
<h2>1. Horários</h2>
<table>
  <thead><tr><th>Segmento</th><th>Entrada</th><th>Saída</th></tr></thead>
  <tbody>
    <tr><td>Ensino Fundamental I (manhã)</td><td>7h30</td><td>12h00</td></tr>
    <tr><td>Ensino Fundamental II (manhã)</td><td>7h10</td><td>12h30</td></tr>
    <tr><td>Ensino Médio</td><td>7h00</td><td>13h20</td></tr>
  </tbody>
</table>
<p>Após 15 minutos de tolerância, a entrada do aluno depende de autorização da coordenação.</p>
<h2>2. Avaliação</h2>
<ul>
  <li>O ano letivo é dividido em quatro bimestres.</li>
  <li>A média bimestral é composta por provas (60%), trabalhos (30%) e participação (10%).</li>
  <li>É considerado aprovado o aluno com média anual igual ou superior a <strong>6,0</strong> e frequência mínima de <strong>75%</strong>.</li>
</ul>
<h2>3. Uniforme</h2>
<p>O uso do uniforme completo é obrigatório em todas as atividades escolares, inclusive nas aulas de Educação Física.</p>
<h2>4. Uso de celulares</h2>
<p>Conforme a Lei nº 15.100/2025, o uso de aparelhos celulares em sala de aula é proibido, salvo para fins pedagógicos autorizados pelo professor.</p>
<h2>5. Comunicação com as famílias</h2>
<p>Recados, boletins e boletos são publicados no portal. Dúvidas devem ser enviadas à secretaria pelo e-mail <a href="mailto:secretaria@colegiohorizonte.edu.br">secretaria@colegiohorizonte.edu.br</a>.</p>`;

const regulamento = `
<h1>Regulamento Interno</h1>
<p>Residencial Jardim das Acácias — aprovado na assembleia de 20 de setembro de 2026.</p>
<h2>Do silêncio</h2>
<p>Entre 22h e 8h (de domingo a quinta) e entre 23h e 9h (sextas, sábados e vésperas de feriado) devem ser evitados ruídos que perturbem os demais moradores.</p>
<h2>Das áreas comuns</h2>
<ol>
  <li>O salão de festas deve ser reservado pelo portal com antecedência mínima de 7 dias.</li>
  <li>A piscina funciona das 8h às 22h; menores de 12 anos devem estar acompanhados.</li>
  <li>A churrasqueira tem taxa de uso de R$ 80,00, lançada no boleto do mês seguinte.</li>
</ol>
<h2>Das mudanças</h2>
<p>Mudanças são permitidas de segunda a sábado, das 8h às 18h, mediante agendamento com a portaria.</p>
<h2>Das penalidades</h2>
<table>
  <thead><tr><th>Infração</th><th>Penalidade</th></tr></thead>
  <tbody>
    <tr><td>Primeira ocorrência</td><td>Advertência por escrito</td></tr>
    <tr><td>Reincidência</td><td>Multa de 1 (uma) taxa condominial</td></tr>
    <tr><td>Reincidência grave</td><td>Multa de até 5 (cinco) taxas condominiais</td></tr>
  </tbody>
</table>`;

/** Each building has its own rules, under the same route (doc/regulamento-interno): the context picks which. */
const regulamentoSolar = `
<h1>Regulamento Interno</h1>
<p>Edifício Solar do Atlântico — aprovado na assembleia de 12 de agosto de 2026.</p>
<h2>Do silêncio</h2>
<p>Entre 22h e 7h devem ser evitados ruídos que perturbem os vizinhos, inclusive nas varandas.</p>
<h2>Das áreas comuns</h2>
<ol>
  <li>A área de lazer deve ser reservada pelo portal com antecedência mínima de 5 dias.</li>
  <li>A academia funciona das 6h às 23h, somente para moradores maiores de 16 anos.</li>
  <li>Bicicletas ficam no bicicletário do subsolo, identificadas com o número do apartamento.</li>
</ol>
<h2>Das mudanças</h2>
<p>Mudanças são permitidas de segunda a sexta, das 8h às 17h, com o elevador de serviço protegido.</p>`;

const regulamentoVilaVerde = `
<h1>Regulamento Interno</h1>
<p>Condomínio Vila Verde — aprovado na assembleia de 5 de maio de 2026.</p>
<h2>Das áreas comuns</h2>
<ol>
  <li>O quiosque deve ser reservado pelo portal com antecedência mínima de 3 dias.</li>
  <li>Animais circulam nas áreas comuns sempre na guia.</li>
</ol>
<h2>Do lixo</h2>
<p>O lixo reciclável é recolhido às terças e sextas; o orgânico, diariamente, até as 20h.</p>`;

const privacidade = `
<h1>Política de Privacidade</h1>
<p>Esta política explica como tratamos seus dados pessoais, em conformidade com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>
<h2>Quais dados coletamos</h2>
<ul>
  <li>Dados de identificação: nome, CPF, data de nascimento e foto.</li>
  <li>Dados de contato: e-mail, telefones e endereço.</li>
  <li>Dados de uso: acessos ao portal, dispositivo e notificações recebidas.</li>
</ul>
<h2>Para que usamos</h2>
<p>Para autenticar seu acesso, exibir informações das empresas, escolas e condomínios aos quais você está vinculado e enviar comunicados.</p>
<h2>Seus direitos</h2>
<p>Você pode solicitar acesso, correção, portabilidade ou eliminação dos seus dados pelo e-mail <a href="mailto:privacidade@exemplo.com.br">privacidade@exemplo.com.br</a>.</p>
<h2>Retenção</h2>
<p>Os dados são mantidos enquanto durar o vínculo e pelo prazo exigido pela legislação fiscal e trabalhista.</p>`;

const manualBeneficiario = `
<h1>Manual do Beneficiário</h1>
<p>Vida Plena Saúde — Registro ANS nº 418.772.</p>
<h2>Carteirinha</h2>
<p>Apresente a carteirinha digital e um documento com foto em todos os atendimentos.</p>
<h2>Carências</h2>
<table>
  <thead><tr><th>Cobertura</th><th>Carência</th></tr></thead>
  <tbody>
    <tr><td>Urgência e emergência</td><td>24 horas</td></tr>
    <tr><td>Consultas e exames simples</td><td>30 dias</td></tr>
    <tr><td>Exames complexos e internações</td><td>180 dias</td></tr>
    <tr><td>Parto a termo</td><td>300 dias</td></tr>
  </tbody>
</table>
<h2>Autorizações</h2>
<p>Exames de alta complexidade, cirurgias e internações eletivas precisam de autorização prévia, solicitada pelo portal ou pela central 0800 770 1234.</p>
<h2>Reembolso</h2>
<ol>
  <li>Guarde a nota fiscal e o pedido médico.</li>
  <li>Envie os documentos em até 12 meses após o atendimento.</li>
  <li>O reembolso é pago em até 30 dias, conforme a tabela do plano.</li>
</ol>`;

const manualPrestador = `
<h1>Manual do Prestador</h1>
<p>Orientações para médicos, clínicas e laboratórios credenciados à Vida Plena Saúde.</p>
<h2>Faturamento</h2>
<ul>
  <li>As guias devem ser enviadas no padrão TISS até o dia 5 de cada mês.</li>
  <li>O pagamento ocorre no dia 25 do mês seguinte ao envio.</li>
  <li>Glosas podem ser contestadas em até 30 dias pelo portal.</li>
</ul>
<h2>Elegibilidade</h2>
<p>Antes de cada atendimento, confirme a elegibilidade do beneficiário pelo número da carteirinha.</p>`;

const calendario = `
<h1>Calendário Escolar 2026</h1>
<table>
  <thead><tr><th>Período</th><th>Início</th><th>Término</th></tr></thead>
  <tbody>
    <tr><td>1º bimestre</td><td>02/02/2026</td><td>17/04/2026</td></tr>
    <tr><td>2º bimestre</td><td>22/04/2026</td><td>03/07/2026</td></tr>
    <tr><td>Férias de julho</td><td>06/07/2026</td><td>24/07/2026</td></tr>
    <tr><td>3º bimestre</td><td>27/07/2026</td><td>02/10/2026</td></tr>
    <tr><td>4º bimestre</td><td>05/10/2026</td><td>11/12/2026</td></tr>
    <tr><td>Recuperação final</td><td>14/12/2026</td><td>18/12/2026</td></tr>
  </tbody>
</table>
<p>Feriados e pontos facultativos: 02/11 (Finados), 15/11 (Proclamação da República), 20/11 (Dia da Consciência Negra).</p>`;

const codigoEtica = `
<h1>Código de Ética e Conduta</h1>
<p>Valores que orientam colaboradores, fornecedores e parceiros.</p>
<ol>
  <li><strong>Integridade:</strong> agir com honestidade em todas as relações.</li>
  <li><strong>Respeito:</strong> não tolerar discriminação ou assédio de qualquer natureza.</li>
  <li><strong>Confidencialidade:</strong> proteger informações de clientes e associados.</li>
  <li><strong>Transparência:</strong> prestar contas de forma clara e tempestiva.</li>
</ol>
<p>Denúncias podem ser feitas de forma anônima pelo canal <a href="https://exemplo.com.br/etica">exemplo.com.br/etica</a>.</p>`;

const termos = `
<h1>Termos de Uso do Portal</h1>
<p>Ao acessar o portal você concorda com estes termos.</p>
<h2>Acesso</h2>
<p>O acesso é pessoal e intransferível. Não compartilhe sua senha.</p>
<h2>Responsabilidades</h2>
<ul>
  <li>Manter seus dados cadastrais atualizados.</li>
  <li>Utilizar as informações apenas para fins legítimos.</li>
</ul>
<h2>Alterações</h2>
<p>Estes termos podem ser atualizados; a versão vigente estará sempre disponível nesta página.</p>`;

const tabelaPlano = `
<h1>Tabela de Mensalidades 2026</h1>
<p>Plano Vida Plena Essencial — enfermaria, coparticipação de 20% em consultas.</p>
<table>
  <thead><tr><th>Faixa etária</th><th>Mensalidade</th></tr></thead>
  <tbody>
    <tr><td>0 a 18 anos</td><td>R$ 289,90</td></tr>
    <tr><td>19 a 23 anos</td><td>R$ 347,88</td></tr>
    <tr><td>24 a 28 anos</td><td>R$ 417,46</td></tr>
    <tr><td>29 a 33 anos</td><td>R$ 500,95</td></tr>
    <tr><td>34 a 38 anos</td><td>R$ 601,14</td></tr>
    <tr><td>39 a 43 anos</td><td>R$ 721,37</td></tr>
    <tr><td>44 a 48 anos</td><td>R$ 865,64</td></tr>
    <tr><td>49 a 53 anos</td><td>R$ 1.038,77</td></tr>
    <tr><td>54 a 58 anos</td><td>R$ 1.246,52</td></tr>
    <tr><td>59 anos ou mais</td><td>R$ 1.739,34</td></tr>
  </tbody>
</table>`;

const ata = `
<h1>Ata da Assembleia Geral Ordinária</h1>
<p>Residencial Jardim das Acácias — 20 de setembro de 2026, às 19h30, no salão de festas.</p>
<h2>Presença</h2>
<p>Compareceram 42 das 96 unidades, em segunda convocação.</p>
<h2>Deliberações</h2>
<ol>
  <li>Aprovada a prestação de contas de janeiro a agosto de 2026 (38 votos a favor, 4 abstenções).</li>
  <li>Aprovada a troca do portão da garagem, orçada em R$ 18.700,00, em 3 parcelas de rateio extra.</li>
  <li>Aprovado o novo regulamento interno, que entra em vigor em 1º de outubro de 2026.</li>
</ol>
<p>Nada mais havendo a tratar, a sessão foi encerrada às 21h45.</p>`;

const cardapio = `
<h1>Cardápio da Cantina — Novembro de 2026</h1>
<table>
  <thead><tr><th>Dia</th><th>Lanche</th><th>Suco</th></tr></thead>
  <tbody>
    <tr><td>Segunda</td><td>Pão de queijo e frutas</td><td>Laranja</td></tr>
    <tr><td>Terça</td><td>Sanduíche natural de frango</td><td>Uva</td></tr>
    <tr><td>Quarta</td><td>Tapioca de queijo</td><td>Maracujá</td></tr>
    <tr><td>Quinta</td><td>Esfiha de carne</td><td>Acerola</td></tr>
    <tr><td>Sexta</td><td>Bolo de cenoura com cobertura</td><td>Abacaxi com hortelã</td></tr>
  </tbody>
</table>
<p>Opções sem glúten e sem lactose sob encomenda até as 9h.</p>`;

const edital = `
<h1>Edital de Convocação — Eleição 2026</h1>
<p>Ficam convocados os associados para a eleição da Diretoria Executiva e do Conselho Fiscal, mandato 2027–2028.</p>
<ul>
  <li>Inscrição de chapas: de 03/11/2026 a 13/11/2026, pelo portal.</li>
  <li>Votação eletrônica: de 01/12/2026, 8h, a 03/12/2026, 18h.</li>
  <li>Apuração e divulgação: 04/12/2026.</li>
</ul>
<p>Cada associado em dia com suas contribuições tem direito a um voto.</p>`;

const regulamentoCafim = `
<h1>Regulamento de Benefícios da CAFIM</h1>
<h2>Benefícios</h2>
<table>
  <thead><tr><th>Benefício</th><th>Valor</th><th>Carência</th></tr></thead>
  <tbody>
    <tr><td>Auxílio-natalidade</td><td>R$ 600,00</td><td>6 meses</td></tr>
    <tr><td>Auxílio-funeral</td><td>R$ 3.500,00</td><td>3 meses</td></tr>
    <tr><td>Reembolso de óculos</td><td>até R$ 350,00 por ano</td><td>12 meses</td></tr>
  </tbody>
</table>
<p>A mensalidade é de 1,5% do salário-base, descontada em folha.</p>`;

/** Every document. Codes are the route parameter of '/doc/{codigo}'. */
/** A building's regulations: one per condominium under the same code, scoped to it (the context picks which). */
function regulamentoDe(
  coddocumento: number,
  nome: string,
  codcondomino: string,
  dias: number,
  html: string,
): DocumentoSeed {
  return {
    coddocumento,
    codigo: 'regulamento-interno',
    titulo: 'Regulamento Interno',
    descricao: `Regras de uso das áreas comuns do ${nome}.`,
    dthpublicacao: dataHora(dias, '18:00'),
    publico: false,
    escopo: { codempresa: EMPRESA.larSeguro, codcondomino },
    html,
  };
}

export const documentos: readonly DocumentoSeed[] = [
  {
    coddocumento: 1,
    codigo: 'estatuto-social',
    titulo: 'Estatuto Social',
    descricao: 'Estatuto da associação, aprovado em março de 2026.',
    dthpublicacao: dataHora(-232, '10:00'),
    publico: true,
    html: estatuto,
  },
  {
    coddocumento: 2,
    codigo: 'regimento-escolar',
    titulo: 'Regimento Escolar 2026',
    descricao: 'Normas de convivência, avaliação e horários do Colégio Horizonte.',
    dthpublicacao: dataHora(-280, '08:00'),
    publico: true,
    html: regimento,
  },
  regulamentoDe(3, 'Residencial Jardim das Acácias', CONDOMINIO.acacias, -41, regulamento),
  // Documents are scoped by unit: Roberto's unit in the same building reads the same regulations.
  regulamentoDe(18, 'Residencial Jardim das Acácias', CONDOMINIO.acaciasB101, -41, regulamento),
  regulamentoDe(16, 'Edifício Solar do Atlântico', CONDOMINIO.solarAtlantico, -107, regulamentoSolar),
  regulamentoDe(17, 'Condomínio Vila Verde', CONDOMINIO.vilaVerde, -206, regulamentoVilaVerde),
  {
    coddocumento: 4,
    codigo: 'politica-privacidade',
    titulo: 'Política de Privacidade',
    descricao: 'Como tratamos seus dados pessoais (LGPD).',
    dthpublicacao: dataHora(-300, '09:00'),
    publico: true,
    html: privacidade,
  },
  {
    coddocumento: 5,
    codigo: 'manual-beneficiario',
    titulo: 'Manual do Beneficiário',
    descricao: 'Carências, autorizações e reembolso do plano Vida Plena.',
    dthpublicacao: dataHora(-200, '09:00'),
    publico: true,
    html: manualBeneficiario,
  },
  {
    coddocumento: 6,
    codigo: 'manual-prestador',
    titulo: 'Manual do Prestador',
    descricao: 'Faturamento TISS e elegibilidade para credenciados.',
    dthpublicacao: dataHora(-190, '09:00'),
    publico: false,
    html: manualPrestador,
  },
  {
    coddocumento: 8,
    codigo: 'calendario-escolar-2026',
    titulo: 'Calendário Escolar 2026',
    descricao: 'Bimestres, férias e feriados do ano letivo.',
    dthpublicacao: dataHora(-290, '08:00'),
    publico: true,
    html: calendario,
  },
  {
    coddocumento: 9,
    codigo: 'codigo-etica',
    titulo: 'Código de Ética e Conduta',
    descricao: 'Valores e canal de denúncias.',
    dthpublicacao: dataHora(-150, '09:00'),
    publico: true,
    html: codigoEtica,
  },
  {
    coddocumento: 10,
    codigo: 'termos-de-uso',
    titulo: 'Termos de Uso do Portal',
    descricao: 'Condições de uso do portal e do aplicativo.',
    dthpublicacao: dataHora(-300, '09:00'),
    publico: true,
    html: termos,
  },
  {
    coddocumento: 11,
    codigo: 'tabela-mensalidades-plano',
    titulo: 'Tabela de Mensalidades 2026',
    descricao: 'Valores do plano Vida Plena Essencial por faixa etária.',
    dthpublicacao: dataHora(-300, '09:00'),
    publico: true,
    // Listed and readable only by the health plan's people (issue 28: not offered to a school mother).
    escopo: { codempresa: EMPRESA.vidaPlena },
    html: tabelaPlano,
  },
  {
    coddocumento: 12,
    codigo: 'ata-assembleia-setembro-2026',
    titulo: 'Ata da Assembleia de Setembro de 2026',
    descricao: 'Deliberações da AGO do Residencial Jardim das Acácias.',
    dthpublicacao: dataHora(-38, '10:00'),
    publico: false,
    escopo: { codempresa: EMPRESA.larSeguro },
    html: ata,
  },
  {
    coddocumento: 13,
    codigo: 'cardapio-novembro-2026',
    titulo: 'Cardápio da Cantina — Novembro',
    descricao: 'Lanches e sucos da semana.',
    dthpublicacao: dataHora(-3, '07:00'),
    publico: false,
    escopo: { codempresa: EMPRESA.colegioHorizonte },
    html: cardapio,
  },
  {
    coddocumento: 14,
    codigo: 'edital-eleicao-2026',
    titulo: 'Edital de Eleição 2026',
    descricao: 'Convocação para a eleição da diretoria 2027–2028.',
    dthpublicacao: dataHora(-5, '09:00'),
    publico: true,
    html: edital,
  },
  {
    coddocumento: 15,
    codigo: 'regulamento-cafim',
    titulo: 'Regulamento de Benefícios da CAFIM',
    descricao: 'Benefícios, valores e carências.',
    dthpublicacao: dataHora(-120, '09:00'),
    publico: false,
    escopo: { codempresa: EMPRESA.cafim },
    html: regulamentoCafim,
  },
];

/** Looks a document up by its route code (undefined when unknown). */
export function documentoPorCodigo(codigo: string): DocumentoSeed | undefined {
  return documentos.find((d) => d.codigo === codigo);
}
