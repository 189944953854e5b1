import { IonButton, IonItem, IonList, IonNote, IonSelect, IonSelectOption } from '@ionic/react';
import {
  type Condominio,
  displayName,
  type Empresa,
  empresaNome,
  normalizeEmpresaSelecionada,
  type ParamsSistema,
  parseParamsSistema,
  STORAGE_KEYS,
} from '@portal/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mensagemDeErro } from '../lib/api-client.ts';
import { recarregarAposParametros } from '../lib/recarregar.ts';
import { useSession } from '../lib/session/session-provider.tsx';
import { storage } from '../lib/storage.ts';
import { useFeedback } from '../ui/feedback.tsx';
import { PageShell } from '../ui/page-shell.tsx';

interface Aluno {
  codaluno: string;
  nome: string;
  codturma?: string;
  anoletivo?: number;
}

/** lstaluno is passed through as received (SPEC §3); read only what a choice needs. */
function lerAlunos(lista: unknown[]): Aluno[] {
  return lista.flatMap((a) => {
    if (!a || typeof a !== 'object') return [];
    const r = a as Record<string, unknown>;
    const codaluno = r.codaluno ?? r.codpessoa;
    if (codaluno === undefined || codaluno === null) return [];
    const nome = r.nome ?? r.nompessoa ?? r.nomaluno ?? String(codaluno);
    return [
      {
        codaluno: String(codaluno),
        nome: String(nome),
        codturma: r.codturma === undefined ? undefined : String(r.codturma),
        anoletivo: typeof r.anoletivo === 'number' ? r.anoletivo : undefined,
      },
    ];
  });
}

/** Context selection (issue 4 item 6): company, school year, class, student, condominium; coddao 4. */
export default function ParametrosPage() {
  const sessao = useSession();
  const { usuario, empresaSelecionada } = sessao;
  const { alert } = useFeedback();
  const { pathname } = useLocation();
  const atuais = parseParamsSistema(sessao.paramsSistema);
  const [p, setP] = useState<ParamsSistema>({
    ...atuais,
    codEmpresa: atuais.codEmpresa || (empresaSelecionada ? String(empresaSelecionada.codempresa) : ''),
  });
  const [salvando, setSalvando] = useState(false);

  const empresas: Empresa[] = usuario?.lstempresa ?? [];
  const empresa = empresas.find((e) => String(e.codempresa) === p.codEmpresa);
  const anos = empresa?.lstanoletivo ?? [];
  const ano = anos.find((a) => String(a.anoletivo) === p.anoLetivo);
  const turmas = ano?.turmas ?? [];
  const alunos = useMemo(() => lerAlunos(usuario?.lstaluno ?? []), [usuario]);
  const condominios: Condominio[] = usuario?.lstcondomino ?? [];

  async function escolherEmpresa(cod: string) {
    setP((atual) => ({ ...atual, codEmpresa: cod, anoLetivo: '', codTurma: '' }));
    const escolhida = empresas.find((e) => String(e.codempresa) === cod);
    // SPEC §4: choosing a company recomputes the provider type at once.
    await sessao.setEmpresaSelecionada(escolhida ? normalizeEmpresaSelecionada(escolhida) : null);
  }

  async function salvar() {
    setSalvando(true);
    try {
      await sessao.saveParams(p);
      const condominio = condominios.find((c) => c.codcondomino === p.codcondomino) ?? null;
      const indiceAluno = alunos.findIndex((a) => a.codaluno === p.codAluno);
      await Promise.all([
        sessao.store.setCondominioSelecionado(condominio),
        p.anoLetivo
          ? storage.set(STORAGE_KEYS.anoLetivoSelecionado, p.anoLetivo)
          : storage.remove(STORAGE_KEYS.anoLetivoSelecionado),
        p.codTurma
          ? storage.set(STORAGE_KEYS.turmaSelecionada, p.codTurma)
          : storage.remove(STORAGE_KEYS.turmaSelecionada),
        indiceAluno >= 0
          ? storage.set(STORAGE_KEYS.selectedStudent, alunos[indiceAluno])
          : storage.remove(STORAGE_KEYS.selectedStudent),
        indiceAluno >= 0
          ? storage.set(STORAGE_KEYS.selectedStudentIndex, indiceAluno)
          : storage.remove(STORAGE_KEYS.selectedStudentIndex),
      ]);
      recarregarAposParametros(pathname);
    } catch (e) {
      await alert({ message: mensagemDeErro(e) });
    } finally {
      setSalvando(false);
    }
  }

  return (
    <PageShell title="Parâmetros">
      <div className="ion-padding">
        <h2>{displayName(usuario)}</h2>
        <p>
          <IonNote>Escolha o contexto usado nos recados e nos módulos.</IonNote>
        </p>
      </div>
      <IonList aria-label="Parâmetros do sistema">
        <IonItem>
          <IonSelect
            label="Empresa"
            labelPlacement="stacked"
            placeholder="Selecione"
            cancelText="Cancelar"
            okText="OK"
            value={p.codEmpresa}
            onIonChange={(e) => void escolherEmpresa(String(e.detail.value ?? ''))}
          >
            {empresas.map((e) => (
              <IonSelectOption key={e.codempresa} value={String(e.codempresa)}>
                {empresaNome(e)}
              </IonSelectOption>
            ))}
          </IonSelect>
        </IonItem>
        {anos.length > 0 && (
          <IonItem>
            <IonSelect
              label="Ano letivo"
              labelPlacement="stacked"
              placeholder="Selecione"
              cancelText="Cancelar"
              okText="OK"
              value={p.anoLetivo}
              onIonChange={(e) =>
                setP((a) => ({ ...a, anoLetivo: String(e.detail.value ?? ''), codTurma: '' }))
              }
            >
              {anos.map((a) => (
                <IonSelectOption key={a.anoletivo} value={String(a.anoletivo)}>
                  {a.anoletivo}
                </IonSelectOption>
              ))}
            </IonSelect>
          </IonItem>
        )}
        {turmas.length > 0 && (
          <IonItem>
            <IonSelect
              label="Turma"
              labelPlacement="stacked"
              placeholder="Selecione"
              cancelText="Cancelar"
              okText="OK"
              value={p.codTurma}
              onIonChange={(e) => setP((a) => ({ ...a, codTurma: String(e.detail.value ?? '') }))}
            >
              {turmas.map((t) => (
                <IonSelectOption key={t.codturma} value={t.codturma}>
                  {t.descricao || t.codturma}
                </IonSelectOption>
              ))}
            </IonSelect>
          </IonItem>
        )}
        {alunos.length > 0 && (
          <IonItem>
            <IonSelect
              label="Aluno"
              labelPlacement="stacked"
              placeholder="Selecione"
              cancelText="Cancelar"
              okText="OK"
              value={p.codAluno}
              onIonChange={(e) => setP((a) => ({ ...a, codAluno: String(e.detail.value ?? '') }))}
            >
              {alunos.map((a) => (
                <IonSelectOption key={a.codaluno} value={a.codaluno}>
                  {a.nome}
                </IonSelectOption>
              ))}
            </IonSelect>
          </IonItem>
        )}
        {condominios.length > 0 && (
          <IonItem>
            <IonSelect
              label="Condomínio"
              labelPlacement="stacked"
              placeholder="Selecione"
              cancelText="Cancelar"
              okText="OK"
              value={p.codcondomino}
              onIonChange={(e) => setP((a) => ({ ...a, codcondomino: String(e.detail.value ?? '') }))}
            >
              {condominios.map((c) => (
                <IonSelectOption key={c.codcondomino} value={c.codcondomino}>
                  {[c.nomcondominio, c.identificacao].filter(Boolean).join(' · ')}
                </IonSelectOption>
              ))}
            </IonSelect>
          </IonItem>
        )}
      </IonList>
      <div className="ion-padding">
        <IonButton expand="block" disabled={salvando} onClick={() => void salvar()}>
          {salvando ? 'Salvando…' : 'Salvar parâmetros'}
        </IonButton>
      </div>
    </PageShell>
  );
}
