import { ROTA_MINHA_CONTA } from '@portal/core';
import { useCallback } from 'react';
import { chamar, operacoes } from '../../lib/api-client.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { AvisoDesatualizada } from '../../ui/aviso-desatualizada.tsx';
import { ContatoFormulario } from '../../ui/contato-formulario.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmailConta } from './email-conta.tsx';
import { EnderecoConta } from './endereco-conta.tsx';
import '../../ui/modulos.css';
import './conta.css';

/**
 * /conta/dados, "Meus dados" (issue 14): e-mail (changed through a code), phones and birth date (SPEC §4's
 * contact update), and the address with the CEP lookup. Read from the server (coddao 605), not the stored user,
 * which has no address and may be older than a change made elsewhere.
 */
export default function MeusDadosPage() {
  const carregar = useCallback(() => chamar(operacoes.meusDados, [], undefined, { loader: false }), []);
  // Kept like every record read (offline reading): the form opens with the last answer, marked as such.
  const {
    dados,
    erro: falha,
    desatualizada,
    recarregar,
  } = useCarregar(carregar, 'meusDados', undefined, useGuardarComo('meusDados'));

  return (
    <PageShell title="Meus dados" backHref={ROTA_MINHA_CONTA}>
      <div className="modulo-pagina meus-dados">
        {falha && !dados ? (
          <div className="conta-cartao" role="alert">
            <p className="conta-texto">{falha}</p>
            <button type="button" className="botao-secundario" onClick={recarregar}>
              Tentar novamente
            </button>
          </div>
        ) : dados === null ? (
          <p className="conta-texto" role="status">
            Carregando seus dados...
          </p>
        ) : (
          <>
            <AvisoDesatualizada desatualizada={desatualizada} />
            {/* The new e-mail is the server's now: read it from there. */}
            <EmailConta email={dados.email} aoMudar={recarregar} />
            <ContatoFormulario inicial={dados} />
            <EnderecoConta inicial={dados.endereco} />
          </>
        )}
      </div>
    </PageShell>
  );
}
