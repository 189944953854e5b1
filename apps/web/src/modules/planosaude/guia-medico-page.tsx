import { useCallback, useId, useState } from 'react';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { CampoBusca } from '../../ui/campo-busca.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { buscarPrestadores } from './api/guia-medico.ts';
import { PrestadorCartao } from './prestador-cartao.tsx';
import '../../ui/modulos.css';

/** Route planosaude/beneficiario/guia-medico (public, coddao 220): providers by name, specialty and city. */
export function GuiaMedicoPage() {
  const idEspecialidade = useId();
  const idCidade = useId();
  const [busca, setBusca] = useState('');
  const [especialidade, setEspecialidade] = useState('');
  const [cidade, setCidade] = useState('');
  const pedir = useCallback(
    (pagina: number) => buscarPrestadores(busca, especialidade, cidade, pagina),
    [busca, especialidade, cidade],
  );
  const prestadores = usePaginada(
    pedir,
    JSON.stringify([busca, especialidade, cidade]),
    useGuardarComo('guiaMedico', busca, especialidade, cidade),
  );
  const dados = prestadores.primeira;
  // The option lists come with every answer; keep the first ones so a filter never empties its own select.
  const [opcoes, setOpcoes] = useState<{ especialidades: string[]; cidades: string[] } | null>(null);
  if (dados && opcoes === null) setOpcoes({ especialidades: dados.especialidades, cidades: dados.cidades });

  const buscar = useCallback((texto: string) => setBusca(texto), []);

  return (
    <PageShell title="Guia médico" fixed={<PuxarParaAtualizar recarregar={() => prestadores.recarregar()} />}>
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
          carregando={prestadores.carregando}
          erro={prestadores.erro}
          vazio={prestadores.itens.length === 0}
          aoTentarNovamente={() => void prestadores.recarregar()}
          desatualizada={prestadores.desatualizada}
        >
          <p className="modulo-campo-ajuda" aria-live="polite">
            {prestadores.total === 1
              ? '1 prestador encontrado'
              : `${prestadores.total} prestadores encontrados`}
          </p>
          <div className="modulo-registros">
            {prestadores.itens.map((p) => (
              <PrestadorCartao key={p.codprestador} prestador={p} />
            ))}
          </div>
          <CarregarMais
            temMais={prestadores.temMais}
            proxima={prestadores.proxima}
            texto="Carregando mais prestadores..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
