import { useCallback } from 'react';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarOcorrenciasSindico } from './api/ocorrencias.ts';
import { CartaoOcorrencia } from './cartao-ocorrencia.tsx';
import '../../ui/modulos.css';
import './ocorrencias.css';

const contar = (n: number) => (n === 1 ? '1 ocorrência' : `${n} ocorrências`);

/**
 * Route condominio/sindico/ocorrencias (coddao 766): the building's requests for its síndico — the ones to answer
 * first, the oldest on top, then by category, each marked when past its deadline; the concluded ones after.
 */
export function OcorrenciasSindicoPage() {
  const buscar = useCallback((pagina: number) => listarOcorrenciasSindico(pagina), []);
  const lista = usePaginada(buscar, 'ocorrencias-sindico', useGuardarComo('ocorrencias-sindico'), [
    'ocorrencias',
  ]);
  const atrasadas = lista.itens.filter((o) => o.atrasada).length;
  return (
    <PageShell
      title="Ocorrências do condomínio"
      backHref="/condominio"
      fixed={<PuxarParaAtualizar recarregar={() => lista.recarregar()} />}
    >
      <div className="modulo-pagina">
        <EstadoLista
          carregando={lista.carregando}
          erro={lista.erro}
          vazio={lista.itens.length === 0}
          textoVazio="Nenhuma ocorrência no condomínio."
          aoTentarNovamente={() => void lista.recarregar()}
          desatualizada={lista.desatualizada}
        >
          <p className="modulo-campo-ajuda" aria-live="polite">
            {contar(lista.total)}
            {atrasadas > 0 && ` · ${atrasadas === 1 ? '1 atrasada' : `${atrasadas} atrasadas`}`}
          </p>
          <div className="modulo-registros">
            {lista.itens.map((o) => (
              <CartaoOcorrencia
                key={o.codocorrencia}
                o={o}
                href={`/condominio/sindico/ocorrencias/${o.codocorrencia}`}
              />
            ))}
          </div>
          <CarregarMais
            temMais={lista.temMais}
            proxima={lista.proxima}
            texto="Carregando mais ocorrências..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
