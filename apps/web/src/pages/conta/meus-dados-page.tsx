import { ROTA_MINHA_CONTA } from '@portal/core';
import { useCallback, useEffect, useState } from 'react';
import { chamar, isErroV4, mensagemDeErro, operacoes, type Resultado } from '../../lib/api-client.ts';
import { ContatoFormulario } from '../../ui/contato-formulario.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmailConta } from './email-conta.tsx';
import { EnderecoConta } from './endereco-conta.tsx';
import '../../ui/modulos.css';
import './conta.css';

type Dados = Resultado<'meusDados'>;

/**
 * /conta/dados, "Meus dados" (issue 14): e-mail (changed through a code), phones and birth date (SPEC §4's
 * contact update), and the address with the CEP lookup. Read from the server (coddao 605), not the stored user,
 * which has no address and may be older than a change made elsewhere.
 */
export default function MeusDadosPage() {
  const [dados, setDados] = useState<Dados | null>(null);
  const [falha, setFalha] = useState<string | null>(null);

  const carregar = useCallback(async () => {
    setFalha(null);
    try {
      const r = await chamar(operacoes.meusDados, [], undefined, { loader: false });
      if (isErroV4(r)) setFalha(r.mensagem);
      else setDados(r);
    } catch (e) {
      setFalha(mensagemDeErro(e));
    }
  }, []);

  useEffect(() => {
    void carregar();
  }, [carregar]);

  return (
    <PageShell title="Meus dados" backHref={ROTA_MINHA_CONTA}>
      <div className="modulo-pagina meus-dados">
        {falha ? (
          <div className="conta-cartao" role="alert">
            <p className="conta-texto">{falha}</p>
            <button type="button" className="botao-secundario" onClick={() => void carregar()}>
              Tentar novamente
            </button>
          </div>
        ) : dados === null ? (
          <p className="conta-texto" role="status">
            Carregando seus dados...
          </p>
        ) : (
          <>
            <EmailConta email={dados.email} aoMudar={(email) => setDados({ ...dados, email })} />
            <ContatoFormulario inicial={dados} />
            <EnderecoConta inicial={dados.endereco} />
          </>
        )}
      </div>
    </PageShell>
  );
}
