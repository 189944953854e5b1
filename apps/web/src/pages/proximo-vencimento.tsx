import { useIonViewWillEnter } from '@ionic/react';
import type { CobrancaResumo } from '@portal/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, chamar, isErroV4, operacoes } from '../lib/api-client.ts';
import { geracaoDasListas, guardarLista, listaGuardadaJa } from '../lib/listas-guardadas.ts';
import { aoMudar } from '../lib/mudancas.ts';
import { useSession } from '../lib/session/session-provider.tsx';
import { AVISO_VALORES, AVISO_VALORES_SEM_CONEXAO } from '../ui/aviso-desatualizada.tsx';
import { chaveProximoVencimento } from './recados-dados.ts';
import { linhasDoVencimento } from './vencimento-linhas.ts';

/**
 * The home's "next due" (issue 13): the nearest charge to pay in the person's context (coddao 505). It paints
 * the last answer at once (kept like the home's list, so the list below never jumps) and asks again each time
 * the home comes back into view, so a charge just paid gives way to the next. Nothing when none is due.
 */
export function ProximoVencimento() {
  const { usuario, paramsSistema } = useSession();
  const chave = chaveProximoVencimento({ usuario, paramsSistema });
  const [cobranca, setCobranca] = useState<CobrancaResumo | null>(
    () => listaGuardadaJa<CobrancaResumo>(chave)?.itens[0] ?? null,
  );
  /** Why the amount on screen is the kept one: the refresh failed (offline, or the server), or null. */
  const [semResposta, setSemResposta] = useState<'conexao' | 'servidor' | null>(null);
  const carregar = useCallback(async () => {
    const geracao = geracaoDasListas();
    try {
      const r = await chamar(operacoes.proximaCobranca, [], undefined, { loader: false });
      if (isErroV4(r)) return;
      setCobranca(r.cobranca);
      setSemResposta(null);
      void guardarLista(chave, { itens: r.cobranca ? [r.cobranca] : [], total: r.cobranca ? 1 : 0 }, geracao);
    } catch (e) {
      // Offline: the last answer stays on screen, its amount marked as possibly out of date.
      setSemResposta(e instanceof ApiError && e.codstatus === 0 ? 'conexao' : 'servidor');
    }
  }, [chave]);
  useEffect(() => {
    setCobranca(listaGuardadaJa<CobrancaResumo>(chave)?.itens[0] ?? null);
    setSemResposta(null);
    void carregar();
  }, [chave, carregar]);
  // A charge paid on another screen or device gives way to the next one here too.
  useEffect(() => aoMudar('cobrancas', () => void carregar()), [carregar]);
  // Ionic's first ionViewWillEnter is the page's own entry, just after the effect above asked: only coming back
  // into view asks again (entering asked twice, one more request and a second render on every home load).
  const jaEntrou = useRef(false);
  useIonViewWillEnter(() => {
    if (jaEntrou.current) void carregar();
    jaEntrou.current = true;
  });

  if (!cobranca) return null;
  const l = linhasDoVencimento(cobranca);
  return (
    <section
      className={l.vencida ? 'proximo-vencimento vencida' : 'proximo-vencimento'}
      aria-label="Próximo vencimento"
    >
      <p className="proximo-rotulo">{l.rotulo}</p>
      <Link to={l.rota}>{cobranca.titulo}</Link>
      <p>
        <strong>{l.valor}</strong> · {l.quando} <time dateTime={cobranca.vencimento}>{l.data}</time>
      </p>
      {semResposta && (
        <p className="proximo-aviso" role="status">
          {semResposta === 'conexao' ? AVISO_VALORES_SEM_CONEXAO : AVISO_VALORES}
        </p>
      )}
    </section>
  );
}
