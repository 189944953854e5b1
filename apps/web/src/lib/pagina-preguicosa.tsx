import { type ComponentType, lazy } from 'react';

/** A page's code did not arrive (offline, server down): the route's boundary says so and tries again. */
export class FalhaAoCarregarPagina extends Error {
  constructor(causa: unknown) {
    super('Falha ao carregar o código da página.', { cause: causa });
    this.name = 'FalhaAoCarregarPagina';
  }
}

/** What each failed page does to be asked for again; emptied by `esquecerFalhas`. */
const falhas = new Set<() => void>();

/**
 * Lets every page whose code failed to arrive ask for it again at its next render. React.lazy keeps a rejected
 * import forever: without this, a page opened once while offline stayed broken until a reload (issue 29).
 */
export function esquecerFalhas(): void {
  for (const reiniciar of [...falhas]) reiniciar();
  falhas.clear();
}

/** Whether some page's code failed to arrive and has not been asked for again. */
export function haFalhas(): boolean {
  return falhas.size > 0;
}

/**
 * React.lazy that forgets a failed load: the failure is thrown as FalhaAoCarregarPagina (for the route's error
 * boundary) and, after `esquecerFalhas`, the next render imports again. A loaded page stays loaded.
 */
export function paginaPreguicosa<P extends object>(
  carregar: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const criar = () =>
    lazy(() =>
      carregar().catch((erro: unknown) => {
        falhas.add(reiniciar);
        throw new FalhaAoCarregarPagina(erro);
      }),
    );
  let Atual = criar();
  function reiniciar() {
    Atual = criar();
  }
  function Pagina(props: P) {
    return <Atual {...props} />;
  }
  return Pagina;
}
