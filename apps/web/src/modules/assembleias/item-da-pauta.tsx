import { IonBadge, IonButton } from '@ionic/react';
import {
  formatDataHoraBrasilia,
  formatPercentual,
  MENSAGENS_ASSEMBLEIA,
  type PautaItem,
  TEXTO_SITUACAO_VOTACAO,
  textoVotoDaUnidade,
} from '@portal/core';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { votar } from './api/assembleias.ts';

const COR_SITUACAO = {
  'sem-votacao': 'medium',
  'nao-aberta': 'medium',
  aberta: 'success',
  encerrada: 'dark',
} as const;

/** The live quorum of an item: units that voted of the building's units, and the share (of fractions, if so). */
export function textoQuorum(item: PautaItem, porFracao: boolean): string {
  const q = item.quorum;
  return `Quórum: ${q.unidadesVotantes} de ${q.unidades} unidades (${formatPercentual(q.centesimos)}${porFracao ? ' das frações ideais' : ''})`;
}

/** The tally after closing: each option's units and share, the winner said in words too. */
function Resultado({ item, porFracao }: { item: PautaItem; porFracao: boolean }) {
  if (!item.resultado) return null;
  const vencedora = item.vencedora === null ? null : item.opcoes[item.vencedora];
  const titulo = `Resultado do item ${item.ordem}`;
  return (
    <>
      <table className="modulo-tabela votacao-resultado">
        <caption>{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">Opção</th>
            <th scope="col">Unidades</th>
            <th scope="col">{porFracao ? 'Fração' : 'Votos'}</th>
          </tr>
        </thead>
        <tbody>
          {item.resultado.map((o) => (
            <tr key={o.opcao} className={o.opcao === item.vencedora ? 'votacao-vencedora' : undefined}>
              <th scope="row">{o.texto}</th>
              <td>{o.unidades}</td>
              <td>{formatPercentual(o.centesimos)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="votacao-veredito">
        <strong>{vencedora ? `Resultado: ${vencedora}` : 'Resultado: empate ou sem votos'}</strong>
      </p>
    </>
  );
}

/**
 * One agenda item: while its voting is open, the options with the unit's current vote chosen and "Votar" /
 * "Alterar voto" (coddao 742, the version read sent along); the API's refusal of a vote the unit's other resident
 * overtook is shown as it says it and the item read again, so the vote on screen is the unit's real one.
 */
export function ItemDaPauta({
  item,
  porFracao,
  podeVotar,
  aoMudar,
}: {
  item: PautaItem;
  porFracao: boolean;
  podeVotar: boolean;
  aoMudar: () => void;
}) {
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const atual = item.votoDaUnidade;
  const [escolhida, setEscolhida] = useState<number | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const marcada = escolhida ?? atual?.opcao ?? null;
  const grupo = `item-${item.coditem}`;

  async function enviar() {
    if (marcada === null) {
      setAviso(MENSAGENS_ASSEMBLEIA.opcaoInvalida);
      return;
    }
    setAviso(null);
    setEnviando(true);
    try {
      const envio = await enviarUmaVez(
        `voto-${item.coditem}`,
        { opcao: marcada, versao: atual?.versao },
        (chave) => votar(item.coditem, marcada, atual?.versao, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        setAviso(envio.resposta.mensagem);
        setEscolhida(null);
      } else {
        toast(atual ? 'Voto alterado.' : 'Voto registrado.');
        setEscolhida(null);
      }
      aoMudar();
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <section className="votacao-item" aria-labelledby={`${grupo}-titulo`}>
      <div className="modulo-cartao-topo">
        <h3 id={`${grupo}-titulo`}>
          {item.ordem}. {item.texto}
        </h3>
        <IonBadge color={COR_SITUACAO[item.situacao]}>{TEXTO_SITUACAO_VOTACAO[item.situacao]}</IonBadge>
      </div>
      {item.votacaoOnline && <p className="votacao-quorum">{textoQuorum(item, porFracao)}</p>}
      {atual && (
        <p className="votacao-atual">
          {textoVotoDaUnidade(item.opcoes[atual.opcao] ?? '', atual.por, atual.porMim)} em{' '}
          {formatDataHoraBrasilia(atual.em)}
        </p>
      )}
      {item.situacao === 'aberta' && podeVotar && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void enviar();
          }}
        >
          <fieldset className="votacao-opcoes">
            <legend className="modulo-visualmente-oculto">Seu voto no item {item.ordem}</legend>
            {item.opcoes.map((texto, i) => (
              <label key={texto} className="votacao-opcao">
                <input
                  type="radio"
                  name={grupo}
                  value={i}
                  checked={marcada === i}
                  onChange={() => setEscolhida(i)}
                />
                <span>{texto}</span>
              </label>
            ))}
          </fieldset>
          {aviso && (
            <p className="modulo-campo-erro" role="alert">
              {aviso}
            </p>
          )}
          <IonButton type="submit" disabled={enviando || (atual !== null && marcada === atual.opcao)}>
            {atual ? 'Alterar voto' : 'Votar'}
          </IonButton>
        </form>
      )}
      {item.situacao === 'nao-aberta' && <p>{MENSAGENS_ASSEMBLEIA.naoAberta}</p>}
      {item.situacao === 'encerrada' && <Resultado item={item} porFracao={porFracao} />}
    </section>
  );
}
