import { IonAvatar, IonButton, IonMenuToggle } from '@ionic/react';
import {
  displayName,
  empresaNome,
  MENSAGENS,
  type ParamsSistema,
  parseParamsSistema,
  proximoContexto,
} from '@portal/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { mensagemDeErro } from '../lib/api-client.ts';
import { alunosDe, aplicarContexto, descreverContexto, opcoesDe } from '../lib/session/contexto.ts';
import { useSession } from '../lib/session/session-provider.tsx';
import { useFeedback } from '../ui/feedback.tsx';

export const AVATAR_PADRAO = '/assets/avatar-padrao.svg';

/** SPEC §3: the photo is base64, an http(s) URL or a data URL; otherwise the default avatar. */
export function fotoSrc(foto: string | undefined): string {
  const f = foto?.trim() ?? '';
  if (f === '') return AVATAR_PADRAO;
  if (/^(https?:|data:)/i.test(f)) return f;
  if (/^[A-Za-z0-9+/=\s]+$/.test(f)) return `data:image/jpeg;base64,${f.replace(/\s/g, '')}`;
  return AVATAR_PADRAO;
}

interface Atalho {
  chave: string;
  rotulo: string;
  ativo: boolean;
  escolha: ParamsSistema;
}

/**
 * The menu's user block (SPEC §2) with the context where a person looks (issue 10): name, company, the
 * student · class or the building · unit, a visible "Trocar" that opens the switcher, and one tap to another
 * child or building.
 */
export function BlocoUsuario() {
  const sessao = useSession();
  const { usuario, empresaSelecionada, paramsSistema } = sessao;
  const { alert } = useFeedback();
  const { pathname } = useLocation();
  const atual = parseParamsSistema(paramsSistema);
  const contexto = descreverContexto(usuario, atual);
  const opcoes = useMemo(() => opcoesDe(usuario), [usuario]);

  const atalhos: Atalho[] = useMemo(() => {
    const alunos = alunosDe(usuario).filter(
      (a) => a.codempresa === undefined || String(a.codempresa) === atual.codEmpresa,
    );
    const condominios = usuario?.lstcondomino ?? [];
    const deAlunos = alunos.map((a) => ({
      chave: `aluno-${a.codaluno}`,
      rotulo: a.nome.split(' ')[0] ?? a.nome,
      ativo: a.codaluno === atual.codAluno,
      escolha: proximoContexto(opcoes, atual, { campo: 'codAluno', valor: a.codaluno }),
    }));
    const deCondominios = condominios.map((c) => ({
      chave: `condominio-${c.codcondomino}`,
      rotulo: c.nomcondominio,
      ativo: c.codcondomino === atual.codcondomino,
      escolha: proximoContexto(opcoes, atual, { campo: 'codcondomino', valor: c.codcondomino }),
    }));
    return [...(deAlunos.length > 1 ? deAlunos : []), ...(deCondominios.length > 1 ? deCondominios : [])];
  }, [usuario, opcoes, atual]);

  async function trocar(escolha: ParamsSistema) {
    try {
      await aplicarContexto(sessao, escolha, pathname);
    } catch (e) {
      await alert({ message: mensagemDeErro(e, MENSAGENS.falhaAtualizarParametros) });
    }
  }

  return (
    <section className="menu-usuario" aria-label="Usuário e contexto">
      <div className="menu-usuario-linha">
        <IonAvatar aria-hidden="true">
          <img src={fotoSrc(usuario?.foto)} alt="" />
        </IonAvatar>
        <div className="menu-usuario-texto">
          <p className="menu-usuario-nome">{displayName(usuario)}</p>
          <p className="menu-usuario-empresa">{contexto.empresa || empresaNome(empresaSelecionada)}</p>
          {contexto.detalhe && <p className="menu-usuario-contexto">{contexto.detalhe}</p>}
        </div>
      </div>
      <div className="menu-usuario-acoes">
        {atalhos.length > 0 && (
          <fieldset className="menu-usuario-atalhos">
            <legend className="sr-only">Trocar com um toque</legend>
            {atalhos.map((a) => (
              <IonMenuToggle key={a.chave} autoHide={false}>
                <IonButton
                  size="small"
                  fill={a.ativo ? 'solid' : 'outline'}
                  aria-pressed={a.ativo}
                  onClick={() => {
                    if (!a.ativo) void trocar(a.escolha);
                  }}
                >
                  {a.rotulo}
                </IonButton>
              </IonMenuToggle>
            ))}
          </fieldset>
        )}
        <IonMenuToggle autoHide={false}>
          <IonButton
            className="menu-usuario-trocar"
            size="small"
            fill="outline"
            routerLink="/parametros"
            aria-label="Trocar empresa, aluno ou condomínio"
          >
            Trocar
          </IonButton>
        </IonMenuToggle>
      </div>
    </section>
  );
}
