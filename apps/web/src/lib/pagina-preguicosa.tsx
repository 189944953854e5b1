import { type ComponentType, lazy, useState } from 'react';

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

/** A lazy page that can be asked to load before it renders. */
export type PaginaPreguicosa<P extends object> = ComponentType<P> & {
  /** Starts loading the page's code; resolves (never rejects) when it arrived or failed. */
  precarregar(): Promise<void>;
};

/**
 * React.lazy that forgets a failed load: the failure is thrown as FalhaAoCarregarPagina (for the route's error
 * boundary) and, after `esquecerFalhas`, the next render imports again. A loaded page stays loaded, and one whose
 * code arrived before it mounts (`precarregar`, app/routes.tsx) renders at once: a page that suspends commits an
 * empty place first, and React then holds the real page back for 300 ms (its fallback throttle); over a sketch
 * painted at start-up (app/tela.tsx) that was a blank page between the sketch and the page (issue 31).
 */
export function paginaPreguicosa<P extends object>(
  carregar: () => Promise<{ default: ComponentType<P> }>,
): PaginaPreguicosa<P> {
  let Pronta: ComponentType<P> | null = null;
  let pedido: Promise<{ default: ComponentType<P> }> | null = null;
  const pedir = () => {
    pedido ??= carregar().then(
      (modulo) => {
        Pronta = modulo.default;
        return modulo;
      },
      (erro: unknown) => {
        pedido = null;
        throw erro;
      },
    );
    return pedido;
  };
  const criar = () =>
    lazy(() =>
      pedir().catch((erro: unknown) => {
        falhas.add(reiniciar);
        throw new FalhaAoCarregarPagina(erro);
      }),
    );
  let Atual = criar();
  function reiniciar() {
    Atual = criar();
  }
  function Pagina(props: P) {
    // Chosen once per mount: going from the lazy wrapper to the component itself would remount the page.
    const [Direta] = useState(() => Pronta);
    return Direta ? <Direta {...props} /> : <Atual {...props} />;
  }
  Pagina.precarregar = () =>
    pedir().then(
      () => {},
      () => {},
    );
  return Pagina;
}
