import { textoAtualizacao } from '@portal/core';
import type { ListaDesatualizada } from '../lib/use-paginada.ts';

/** Under the time of a screen with amounts (charges, balances, prices) read from the device. */
export const AVISO_VALORES_SEM_CONEXAO = 'Sem conexão: valores podem estar desatualizados.';
export const AVISO_VALORES = 'Os valores podem estar desatualizados.';

/**
 * The line of a saved answer shown because the refresh did not arrive: "Sem conexão · Atualizado às 14:32" (or
 * "… em 26/11 às 14:32"), Brasília's clock. On a screen of amounts the time stands alone and the warning about
 * the amounts follows, so "Sem conexão" is said once.
 */
export function textoDesatualizada(
  { em, semConexao }: ListaDesatualizada,
  valores = false,
  agora = Date.now(),
) {
  const quando = textoAtualizacao(em, agora);
  return semConexao && !valores ? `Sem conexão · ${quando}` : quando;
}

/** Marks a list or record read from the device, not from the server (offline reading, issue 29). */
export function AvisoDesatualizada({
  desatualizada,
  valores = false,
}: {
  desatualizada: ListaDesatualizada | null;
  /** The screen shows money: say the amounts may be out of date. */
  valores?: boolean;
}) {
  if (!desatualizada) return null;
  return (
    <div className="lista-desatualizada" role="status">
      <p>{textoDesatualizada(desatualizada, valores)}</p>
      {valores && <p>{desatualizada.semConexao ? AVISO_VALORES_SEM_CONEXAO : AVISO_VALORES}</p>}
    </div>
  );
}
