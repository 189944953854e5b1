import { horaDaLista } from '../lib/listas-guardadas.ts';
import type { ListaDesatualizada } from '../lib/use-paginada.ts';

/** The text of a saved list shown because the refresh did not arrive: "Sem conexão · atualizado às 14:32". */
export function textoDesatualizada({ em, semConexao }: ListaDesatualizada): string {
  return `${semConexao ? 'Sem conexão · ' : ''}atualizado às ${horaDaLista(em)}`;
}

/** Marks a list read from the device, not from the server (offline reading). */
export function AvisoDesatualizada({ desatualizada }: { desatualizada: ListaDesatualizada | null }) {
  if (!desatualizada) return null;
  return (
    <p className="lista-desatualizada" role="status">
      {textoDesatualizada(desatualizada)}
    </p>
  );
}
