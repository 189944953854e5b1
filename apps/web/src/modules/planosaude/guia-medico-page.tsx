import { useCallback, useId, useState } from 'react';
import { chamar, operacoes } from '../../lib/api-client.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { CampoBusca } from '../../ui/campo-busca.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { Paginacao } from '../../ui/paginacao.tsx';
import { PrestadorCartao } from './prestador-cartao.tsx';
import '../../ui/modulos.css';

const TAMANHO_PAGINA = 10;

/** Route planosaude/beneficiario/guia-medico (public, coddao 220): providers by name, specialty and city. */
export function GuiaMedicoPage() {
  const idEspecialidade = useId();
  const idCidade = useId();
  const [busca, setBusca] = useState('');
  const [especialidade, setEspecialidade] = useState('');
  const [cidade, setCidade] = useState('');
  const [pagina, setPagina] = useState(1);
  const { dados, carregando, erro, recarregar } = useCarregar(
    () => chamar(operacoes.guiaMedico, [busca, especialidade, cidade, pagina, TAMANHO_PAGINA]),
    JSON.stringify([busca, especialidade, cidade, pagina]),
  );
  // The option lists come with every answer; keep the first ones so a filter never empties its own select.
  const [opcoes, setOpcoes] = useState<{ especialidades: string[]; cidades: string[] } | null>(null);
  if (dados && opcoes === null) setOpcoes({ especialidades: dados.especialidades, cidades: dados.cidades });

  const buscar = useCallback((texto: string) => {
    setBusca(texto);
    setPagina(1);
  }, []);

  return (
    <PageShell title="Guia médico">
      <div className="modulo-pagina">
        <div className="modulo-filtros">
          <CampoBusca
            rotulo="Nome do prestador"
            valor={busca}
            onBuscar={buscar}
            placeholder="Ex.: Clínica, Dr. Silva"
          />
          <div className="modulo-campo">
            <label htmlFor={idEspecialidade}>Especialidade</label>
            <select
              id={idEspecialidade}
              value={especialidade}
              onChange={(e) => {
                setEspecialidade(e.target.value);
                setPagina(1);
              }}
            >
              <option value="">Todas</option>
              {(opcoes?.especialidades ?? []).map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
          </div>
          <div className="modulo-campo">
            <label htmlFor={idCidade}>Cidade</label>
            <select
              id={idCidade}
              value={cidade}
              onChange={(e) => {
                setCidade(e.target.value);
                setPagina(1);
              }}
            >
              <option value="">Todas</option>
              {(opcoes?.cidades ?? []).map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </div>
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || dados.itens.length === 0}
          aoTentarNovamente={recarregar}
        />
        {dados && dados.itens.length > 0 && (
          <>
            <p className="modulo-campo-ajuda" aria-live="polite">
              {dados.total === 1 ? '1 prestador encontrado' : `${dados.total} prestadores encontrados`}
            </p>
            <div className="modulo-registros">
              {dados.itens.map((p) => (
                <PrestadorCartao key={p.codprestador} prestador={p} />
              ))}
            </div>
            <Paginacao
              pagina={dados.pagina}
              total={dados.total}
              tamanhoPagina={dados.tamanhoPagina}
              onPagina={setPagina}
            />
          </>
        )}
      </div>
    </PageShell>
  );
}
