import { IonButton } from '@ionic/react';
import { MENSAGENS, type OutroContexto, parseParamsSistema, proximoContexto } from '@portal/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mensagemDeErro } from '../lib/api-client.ts';
import { aplicarContexto, opcoesDe } from '../lib/session/contexto.ts';
import { useSession } from '../lib/session/session-provider.tsx';
import { useFeedback } from './feedback.tsx';

/**
 * Under an empty list: where the person's other companies or buildings have its rows (issue 28), each a button
 * that switches to that context as the switcher would (core's proximoContexto keeps the other slots coherent).
 */
export function EmOutrosContextos({
  lugares,
  contar,
}: {
  lugares: OutroContexto[];
  /** How a count of this list's rows reads ('3 registros', '1 cobrança'). */
  contar: (n: number) => string;
}) {
  const sessao = useSession();
  const { pathname } = useLocation();
  const { alert } = useFeedback();
  const [trocando, setTrocando] = useState(false);

  async function ver(lugar: OutroContexto) {
    const opcoes = opcoesDe(sessao.usuario);
    let p = parseParamsSistema(sessao.paramsSistema);
    if (lugar.codempresa !== undefined)
      p = proximoContexto(opcoes, p, { campo: 'codEmpresa', valor: String(lugar.codempresa) });
    if (lugar.codcondomino !== undefined)
      p = proximoContexto(opcoes, p, { campo: 'codcondomino', valor: lugar.codcondomino });
    setTrocando(true);
    try {
      await aplicarContexto(sessao, p, pathname);
    } catch (e) {
      await alert({ message: mensagemDeErro(e, MENSAGENS.falhaAtualizarParametros) });
    } finally {
      setTrocando(false);
    }
  }

  return (
    <div className="em-outros-contextos">
      <p>Esta lista tem dados em outro contexto seu:</p>
      <ul>
        {lugares.map((l) => (
          <li key={`${l.codempresa ?? ''}|${l.codcondomino ?? ''}`}>
            <IonButton fill="outline" size="small" disabled={trocando} onClick={() => void ver(l)}>
              Ver em {l.nome} ({contar(l.total)})
            </IonButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
