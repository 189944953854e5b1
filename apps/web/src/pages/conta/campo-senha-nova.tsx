import { forcaDaSenha, MENSAGENS_SENHA, problemaNaSenha, ROTULOS_FORCA } from '@portal/core';
import { CampoConta } from './campo-conta.tsx';

/** A password field; `medir` shows its strength while typing (core's estimate). */
export function CampoSenhaNova({
  rotulo,
  valor,
  aoMudar,
  erro,
  medir = false,
  autoComplete = 'new-password',
}: {
  rotulo: string;
  valor: string;
  aoMudar(valor: string): void;
  erro?: string | null | undefined;
  medir?: boolean;
  autoComplete?: string;
}) {
  const forca = forcaDaSenha(valor);
  return (
    <CampoConta
      rotulo={rotulo}
      type="password"
      autoComplete={autoComplete}
      valor={valor}
      aoMudar={aoMudar}
      erro={erro}
      descricao={
        medir && valor
          ? (id) => (
              <div id={id} className="forca-senha" aria-live="polite">
                Força da senha: {ROTULOS_FORCA[forca]}
                <div className="forca-barra" data-forca={forca} aria-hidden="true">
                  {[0, 1, 2, 3].map((i) => (
                    <span key={i} className={i < Math.max(1, forca) ? 'cheia' : undefined} />
                  ))}
                </div>
              </div>
            )
          : undefined
      }
    />
  );
}

/** The new password and its repetition, as both account forms ask for them. */
export function ParSenhaNova({
  senha,
  confirmacao,
  aoMudarSenha,
  aoMudarConfirmacao,
  erros,
}: {
  senha: string;
  confirmacao: string;
  aoMudarSenha(valor: string): void;
  aoMudarConfirmacao(valor: string): void;
  erros: Record<string, string | undefined>;
}) {
  return (
    <>
      <CampoSenhaNova rotulo="Nova senha" valor={senha} aoMudar={aoMudarSenha} erro={erros.senha} medir />
      <CampoSenhaNova
        rotulo="Repita a nova senha"
        valor={confirmacao}
        aoMudar={aoMudarConfirmacao}
        erro={erros.confirmacao}
      />
    </>
  );
}

/** Core's rule on the new password, then whether both typings agree: the errors by field, none when fine. */
export function errosDaSenhaNova(
  senha: string,
  confirmacao: string,
  pessoais: Parameters<typeof problemaNaSenha>[1],
): Record<string, string> {
  const problema = problemaNaSenha(senha, pessoais);
  if (problema) return { senha: problema };
  return senha === confirmacao ? {} : { confirmacao: MENSAGENS_SENHA.diferentes };
}
