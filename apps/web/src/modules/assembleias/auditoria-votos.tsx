import { formatDataHoraBrasilia, MENSAGENS } from '@portal/core';
import { useCallback } from 'react';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { TabelaRolavel } from '../../ui/tabela-rolavel.tsx';
import { lerAuditoriaVotos } from './api/assembleias.ts';

/** The síndico's record of who voted (coddao 745): person, unit, item, option and instant, every change. */
export function AuditoriaVotos({ codassembleia }: { codassembleia: number }) {
  const carregar = useCallback(() => lerAuditoriaVotos(codassembleia), [codassembleia]);
  const { dados, carregando, erro, recarregar } = useCarregar(carregar, `auditoria-${codassembleia}`, [
    'assembleias',
  ]);
  const registros = dados?.registros ?? [];
  const titulo = 'Registro de votos';
  return (
    <section aria-label={titulo}>
      <EstadoLista
        carregando={carregando && !dados}
        erro={dados ? null : erro}
        vazio={registros.length === 0}
        textoVazio={MENSAGENS.nenhumDado}
        aoTentarNovamente={recarregar}
      >
        <TabelaRolavel rotulo={titulo}>
          <table className="modulo-tabela">
            <caption>{titulo}</caption>
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Item</th>
                <th scope="col">Unidade</th>
                <th scope="col">Morador</th>
                <th scope="col">Voto</th>
              </tr>
            </thead>
            <tbody>
              {registros.map((r) => (
                <tr key={`${r.item}-${r.unidade}-${r.versao}`}>
                  <td>{formatDataHoraBrasilia(r.em)}</td>
                  <td>{r.item}</td>
                  <td>{r.unidade}</td>
                  <td>{r.pessoa}</td>
                  <td>
                    {r.opcao}
                    {r.versao > 1 ? ' (alteração)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabelaRolavel>
      </EstadoLista>
    </section>
  );
}
