import { formatDataHoraBr, hashPassword, ROTA_MEUS_DADOS, type SessaoAtiva } from '@portal/core';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { chamar, isErroV4, mensagemDeErro, operacoes } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { AvisoDesatualizada } from '../../ui/aviso-desatualizada.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { CampoSenhaNova, errosDaSenhaNova, ParSenhaNova } from './campo-senha-nova.tsx';
import { DesbloqueioConta } from './desbloqueio-conta.tsx';
import './conta.css';

function AlterarSenha() {
  const { usuario } = useSession();
  const { alert } = useFeedback();
  const [atual, setAtual] = useState('');
  const [nova, setNova] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);

  async function salvar(evento: FormEvent) {
    evento.preventDefault();
    setAviso(null);
    const faltam: Record<string, string> = errosDaSenhaNova(nova, confirmacao, {
      cpf: usuario?.cpf ?? null,
      dtnascimento: usuario?.dtnascimento ?? null,
    });
    if (!atual) faltam.senhaAtual = 'Informe a senha atual.';
    setErros(faltam);
    if (Object.keys(faltam).length > 0) return;
    const segredo = getRuntimeConfig().passwordSecret;
    try {
      const r = await chamar(operacoes.alterarSenha, [
        await hashPassword(atual, segredo),
        await hashPassword(nova, segredo),
      ]);
      if (isErroV4(r)) {
        setErros(r.campos ?? {});
        if (!r.campos) await alert({ message: r.mensagem });
        return;
      }
      setAviso(r.aviso);
      setAtual('');
      setNova('');
      setConfirmacao('');
    } catch (e) {
      await alert({ message: mensagemDeErro(e) });
    }
  }

  return (
    <form onSubmit={(e) => void salvar(e)} noValidate aria-labelledby="conta-alterar-senha">
      <h2 id="conta-alterar-senha">Alterar senha</h2>
      {aviso && (
        <p className="conta-aviso" role="status">
          {aviso}
        </p>
      )}
      <CampoSenhaNova
        rotulo="Senha atual"
        valor={atual}
        aoMudar={setAtual}
        erro={erros.senhaAtual}
        autoComplete="current-password"
      />
      <ParSenhaNova
        senha={nova}
        confirmacao={confirmacao}
        aoMudarSenha={setNova}
        aoMudarConfirmacao={setConfirmacao}
        erros={erros}
      />
      <button type="submit" className="botao-primario">
        Alterar senha
      </button>
    </form>
  );
}

function Sessoes() {
  const { logout } = useSession();
  const { alert } = useFeedback();
  const ler = useCallback(() => chamar(operacoes.sessoesAtivas, [], undefined, { loader: false }), []);
  const {
    dados,
    erro,
    desatualizada,
    recarregar: carregar,
  } = useCarregar(ler, 'sessoes', undefined, useGuardarComo('sessoes'));
  const sessoes: SessaoAtiva[] | null = dados?.sessoes ?? null;

  async function encerrar(sid: string) {
    try {
      await chamar(operacoes.encerrarOutraSessao, [sid]);
      carregar();
    } catch (e) {
      await alert({ message: mensagemDeErro(e) });
    }
  }

  async function sairDeTodos() {
    try {
      await chamar(operacoes.encerrarTodasSessoes, []);
    } catch (e) {
      await alert({ message: mensagemDeErro(e) });
      return;
    }
    await logout();
  }

  return (
    <section aria-labelledby="conta-sessoes">
      <h2 id="conta-sessoes">Sessões ativas</h2>
      <AvisoDesatualizada desatualizada={desatualizada} />
      {sessoes === null && erro ? (
        <div className="conta-texto" role="alert">
          <p>{erro}</p>
          <button type="button" className="botao-secundario" onClick={carregar}>
            Tentar novamente
          </button>
        </div>
      ) : sessoes === null ? (
        <p className="conta-texto" role="status">
          Carregando sessões...
        </p>
      ) : (
        <ul className="conta-sessoes">
          {sessoes.map((s) => (
            <li key={s.sid}>
              <div>
                <strong>{s.dispositivo}</strong>
                {s.atual && <p>Este dispositivo</p>}
                <p>Último uso: {formatDataHoraBr(s.usadaEm)}</p>
                {s.ip && <p>{s.lugar ? `${s.lugar} · ${s.ip}` : `Endereço: ${s.ip}`}</p>}
              </div>
              {!s.atual && (
                <button
                  type="button"
                  className="botao-secundario"
                  aria-label={`Encerrar a sessão de ${s.dispositivo}`}
                  onClick={() => void encerrar(s.sid)}
                >
                  Encerrar
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="conta-texto">
        <button type="button" className="botao-secundario" onClick={() => void sairDeTodos()}>
          Sair de todos os dispositivos
        </button>
      </p>
    </section>
  );
}

function MeusDados() {
  const { usuario } = useSession();
  return (
    <section aria-labelledby="conta-meus-dados">
      <h2 id="conta-meus-dados">Meus dados</h2>
      <p className="conta-texto">
        E-mail{usuario?.email ? ` (${usuario.email})` : ''}, telefones, data de nascimento e endereço.
      </p>
      <Link to={ROTA_MEUS_DADOS} className="botao-secundario conta-link">
        Editar meus dados
      </Link>
    </section>
  );
}

/** /conta (issue 14): my data, change the password, see the open sessions and end them. */
export default function MinhaContaPage() {
  return (
    <PageShell title="Minha conta">
      <div className="conta-cartao">
        <MeusDados />
        <AlterarSenha />
        <DesbloqueioConta />
        <Sessoes />
      </div>
    </PageShell>
  );
}
