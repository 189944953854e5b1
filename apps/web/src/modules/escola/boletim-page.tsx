import { IonBadge, IonButton, IonText } from '@ionic/react';
import { type BoletimAluno, formatNota } from '@portal/core';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useAbrirAnexo } from '../../lib/use-abrir-documento.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { TabelaRolavel } from '../../ui/tabela-rolavel.tsx';
import { documentoDoBoletim, lerBoletim } from './api/boletim.ts';
import {
  CABECALHOS_BIMESTRES,
  celulaDoBimestre,
  linhaDoAluno,
  mediaDaDisciplina,
  tituloDoBoletim,
} from './boletim-linhas.ts';
import '../../ui/modulos.css';
import './boletim.css';

/** A teacher's save announces 'modulos' to the families of the graded students: the grid re-reads at once. */
const TOPICOS_BOLETIM = ['modulos'] as const;

export const SEM_BOLETIM = 'Nenhuma nota lançada para o aluno neste ano letivo.';

/** One child's grid: subjects × 1º–4º bimester, the average, absences and the situation in colour and words. */
function GradeDoAluno({ boletim }: { boletim: BoletimAluno }) {
  const abrir = useAbrirAnexo();
  const titulo = tituloDoBoletim(boletim);
  return (
    <section className="boletim-aluno" aria-labelledby={`boletim-${boletim.codaluno}`}>
      <div className="boletim-cabecalho">
        <div>
          <h2 id={`boletim-${boletim.codaluno}`}>{boletim.nome}</h2>
          <IonText color="medium">
            <p>{linhaDoAluno(boletim)}</p>
          </IonText>
        </div>
        <IonButton
          fill="outline"
          onClick={() => void abrir(documentoDoBoletim(boletim.codaluno, boletim.anoletivo))}
        >
          Baixar PDF
        </IonButton>
      </div>
      <p className="boletim-minima">
        Média para aprovação: <strong>{formatNota(boletim.mediaMinima)}</strong>
      </p>
      <TabelaRolavel rotulo={titulo}>
        <table className="modulo-tabela boletim-tabela">
          {/* The name the heading above already shows; kept for the table's name, it would scroll away with the grid. */}
          <caption className="sr-only">{titulo}</caption>
          <thead>
            <tr>
              <th scope="col">Disciplina</th>
              {CABECALHOS_BIMESTRES.map((b) => (
                <th key={b} scope="col" className="numero">
                  {b}
                </th>
              ))}
              <th scope="col" className="numero">
                Média
              </th>
              <th scope="col" className="numero">
                Faltas
              </th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {boletim.disciplinas.map((d) => (
              <tr key={d.coddisciplina}>
                <th scope="row">{d.nome}</th>
                {d.bimestres.map((c) => {
                  const { conta, recuperacao } = celulaDoBimestre(c);
                  return (
                    <td key={c.bimestre} className="numero">
                      {conta}
                      {recuperacao && <span className="boletim-recuperacao">{recuperacao}</span>}
                    </td>
                  );
                })}
                <td className="numero">
                  <strong>{mediaDaDisciplina(d).media}</strong>
                  {mediaDaDisciplina(d).parcial && <span className="boletim-recuperacao">parcial</span>}
                </td>
                <td className="numero">{d.faltas}</td>
                <td>
                  <IonBadge color={d.situacao.statusCor}>{d.situacao.status}</IonBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TabelaRolavel>
      <IonText color="medium">
        <p className="boletim-formula">{boletim.formula}</p>
      </IonText>
    </section>
  );
}

/**
 * Route escola/boletim (coddao 242, issue 31): the boletim of the context's child — or of each child when none is
 * chosen — as a grid under the school's formula. Switching child in the context reloads the page (SPEC §2) and
 * its read is keyed by the context, so the grid is the new child's.
 */
export function BoletimPage() {
  const { paramsSistema } = useSession();
  const guardarComo = useGuardarComo('boletim');
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    () => lerBoletim(guardarComo),
    `boletim|${paramsSistema}`,
    TOPICOS_BOLETIM,
    guardarComo,
  );
  const alunos = dados?.alunos ?? [];
  return (
    <PageShell title="Boletim" backHref="/escola">
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados || alunos.length === 0}
          textoVazio={SEM_BOLETIM}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {alunos.map((a) => (
          <GradeDoAluno key={a.codaluno} boletim={a} />
        ))}
      </div>
    </PageShell>
  );
}
