import { IonButton, IonItem, IonList, IonNote, IonSelect, IonSelectOption } from '@ionic/react';
import {
  type Condominio,
  displayName,
  type Empresa,
  empresaNome,
  MENSAGENS,
  type MudancaContexto,
  type ParamsSistema,
  parseParamsSistema,
  proximoContexto,
} from '@portal/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mensagemDeErro } from '../lib/api-client.ts';
import { alunosDe, aplicarContexto, opcoesDe } from '../lib/session/contexto.ts';
import { useSession } from '../lib/session/session-provider.tsx';
import { useFeedback } from '../ui/feedback.tsx';
import { PageShell } from '../ui/page-shell.tsx';

/**
 * The context switcher (issue 10): company, school year, class, student, condominium; coddao 4. Each choice
 * keeps the others coherent (core's proximoContexto), and only what the person has is offered.
 */
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

  const opcoes = useMemo(() => opcoesDe(usuario), [usuario]);
  const empresas: Empresa[] = usuario?.lstempresa ?? [];
  const empresa = empresas.find((e) => String(e.codempresa) === p.codEmpresa);
  const anos = empresa?.lstanoletivo ?? [];
  const ano = anos.find((a) => String(a.anoletivo) === p.anoLetivo);
  const turmas = ano?.turmas ?? [];
  const alunos = useMemo(
    () =>
      alunosDe(usuario).filter((a) => a.codempresa === undefined || String(a.codempresa) === p.codEmpresa),
    [usuario, p.codEmpresa],
  );
  const condominios: Condominio[] = usuario?.lstcondomino ?? [];

  const escolher = (campo: MudancaContexto['campo']) => (valor: unknown) =>
    setP((atual) => proximoContexto(opcoes, atual, { campo, valor: String(valor ?? '') }));

  async function salvar() {
    setSalvando(true);
    try {
      await aplicarContexto(sessao, p, pathname);
    } catch (e) {
      await alert({ message: mensagemDeErro(e, MENSAGENS.falhaAtualizarParametros) });
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
            onIonChange={(e) => escolher('codEmpresa')(e.detail.value)}
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
              onIonChange={(e) => escolher('anoLetivo')(e.detail.value)}
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
              onIonChange={(e) => escolher('codTurma')(e.detail.value)}
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
              onIonChange={(e) => escolher('codAluno')(e.detail.value)}
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
              onIonChange={(e) => escolher('codcondomino')(e.detail.value)}
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
