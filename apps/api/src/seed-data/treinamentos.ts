import { EMPRESA } from './ids.ts';
import type { TreinamentoSeed } from './types.ts';

/**
 * Trainings (coddao 250). The portal's own is open to every logged-in account; a company's staff trainings are
 * scoped to that company (a school's mother is not offered the accounting office's LGPD course). Module content
 * is HTML (sanitised by the app).
 */
export const treinamentos: readonly TreinamentoSeed[] = [
  {
    codtreinamento: 1,
    escopo: {},
    titulo: 'Primeiros passos no portal',
    descricao: 'Aprenda a navegar pelo portal, trocar de empresa e acompanhar recados e notificações.',
    cargaHoraria: 1,
    modulos: [
      {
        titulo: 'Conhecendo o menu',
        conteudoHtml:
          '<h2>O menu lateral</h2><p>No menu você encontra o <strong>Início</strong>, os grupos de serviços e o botão <strong>Sair</strong>.</p><ul><li>Toque em um grupo para abri-lo.</li><li>Só um grupo fica aberto por vez.</li></ul>',
      },
      {
        titulo: 'Trocando de empresa, ano letivo ou condomínio',
        conteudoHtml:
          '<p>Use a seleção de parâmetros para escolher a empresa, o ano letivo, a turma, o aluno ou o condomínio. Após salvar, a página é recarregada com os novos dados.</p>',
      },
      {
        titulo: 'Recados e notificações',
        conteudoHtml:
          '<p>Os recados aparecem na página inicial. O sino mostra quantas notificações ainda não foram lidas.</p>',
        videoUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
      },
    ],
  },
  {
    codtreinamento: 2,
    escopo: { codempresa: EMPRESA.exatus },
    titulo: 'LGPD para colaboradores',
    descricao: 'Noções essenciais da Lei Geral de Proteção de Dados para quem lida com dados de clientes.',
    cargaHoraria: 4,
    modulos: [
      {
        titulo: 'O que é dado pessoal',
        conteudoHtml:
          '<p>Dado pessoal é qualquer informação relacionada a pessoa natural identificada ou identificável, como nome, CPF, e-mail e endereço.</p><p>Dados <strong>sensíveis</strong> incluem saúde, religião, biometria e orientação sexual.</p>',
      },
      {
        titulo: 'Bases legais',
        conteudoHtml:
          '<ol><li>Consentimento</li><li>Cumprimento de obrigação legal</li><li>Execução de contrato</li><li>Legítimo interesse</li></ol>',
      },
      {
        titulo: 'Incidentes de segurança',
        conteudoHtml:
          '<p>Suspeitou de vazamento? Comunique imediatamente o encarregado (DPO) pelo e-mail <a href="mailto:privacidade@exemplo.com.br">privacidade@exemplo.com.br</a>.</p>',
      },
    ],
  },
  {
    codtreinamento: 3,
    escopo: { codempresa: EMPRESA.vidaPlena },
    titulo: 'Atendimento ao beneficiário',
    descricao: 'Boas práticas de acolhimento e os prazos de atendimento da ANS.',
    cargaHoraria: 3,
    modulos: [
      {
        titulo: 'Prazos máximos de atendimento',
        conteudoHtml:
          '<table><thead><tr><th>Serviço</th><th>Prazo</th></tr></thead><tbody><tr><td>Consulta básica</td><td>7 dias úteis</td></tr><tr><td>Consulta nas demais especialidades</td><td>14 dias úteis</td></tr><tr><td>Exames laboratoriais</td><td>3 dias úteis</td></tr><tr><td>Urgência e emergência</td><td>Imediato</td></tr></tbody></table>',
      },
      {
        titulo: 'Comunicação empática',
        conteudoHtml:
          '<p>Escute sem interromper, confirme o entendimento e explique os próximos passos com clareza.</p>',
        videoUrl: 'https://www.youtube.com/embed/ScMzIvxBSi4',
      },
    ],
  },
  {
    codtreinamento: 4,
    escopo: { codempresa: EMPRESA.hortifruti },
    titulo: 'Segurança no trabalho: NR-5 (CIPA)',
    descricao: 'Treinamento obrigatório para membros da CIPA, conforme a Norma Regulamentadora nº 5.',
    cargaHoraria: 20,
    modulos: [
      {
        titulo: 'Estudo do ambiente e riscos',
        conteudoHtml:
          '<p>Identifique riscos físicos, químicos, biológicos, ergonômicos e de acidentes. Elabore o mapa de riscos com a participação dos trabalhadores.</p>',
      },
      {
        titulo: 'Investigação de acidentes',
        conteudoHtml:
          '<p>Todo acidente deve ser analisado para identificar causas e propor medidas preventivas.</p>',
      },
      {
        titulo: 'Prevenção ao assédio',
        conteudoHtml:
          '<p>Desde a Lei nº 14.457/2022, a CIPA também atua na prevenção e no combate ao assédio sexual e a outras formas de violência no trabalho.</p>',
      },
    ],
  },
];
