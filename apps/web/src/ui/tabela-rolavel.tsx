import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

type Bordas = { largaDemais: boolean; esquerda: boolean; direita: boolean };

/**
 * A table wider than the screen, scrolled sideways (issue 29: the teacher's sheet cut "Nota 3", "Média" and
 * "Faltas" at 360 px with no sign they were there). The scroll region is focusable and named, so a keyboard
 * scrolls it with the arrows and a screen reader says what it holds; while something is hidden a fade marks the
 * side it is on and a hint says to slide. The table's first column stays in place (`.tabela-rolavel`, modulos.css).
 */
export function TabelaRolavel({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  const rolagem = useRef<HTMLElement>(null);
  const [bordas, setBordas] = useState<Bordas>({ largaDemais: false, esquerda: false, direita: false });
  const idDica = useId();

  useEffect(() => {
    const el = rolagem.current;
    if (!el) return;
    const medir = () => {
      const resto = el.scrollWidth - el.clientWidth;
      const proximas: Bordas = {
        largaDemais: resto > 1,
        esquerda: el.scrollLeft > 1,
        direita: el.scrollLeft < resto - 1,
      };
      setBordas((atuais) =>
        atuais.largaDemais === proximas.largaDemais &&
        atuais.esquerda === proximas.esquerda &&
        atuais.direita === proximas.direita
          ? atuais
          : proximas,
      );
    };
    medir();
    el.addEventListener('scroll', medir, { passive: true });
    const observador = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(medir);
    observador?.observe(el);
    const tabela = el.firstElementChild;
    if (tabela) observador?.observe(tabela);
    return () => {
      el.removeEventListener('scroll', medir);
      observador?.disconnect();
    };
  }, []);

  return (
    <div
      className="tabela-rolavel"
      data-mais-a-esquerda={bordas.esquerda || undefined}
      data-mais-a-direita={(bordas.largaDemais && bordas.direita) || undefined}
    >
      {bordas.largaDemais && (
        <p id={idDica} className="tabela-rolavel-dica">
          Deslize para ver mais <span aria-hidden="true">→</span>
        </p>
      )}
      <div className="tabela-rolavel-janela">
        <section
          ref={rolagem}
          className="tabela-rolavel-area"
          aria-label={rotulo}
          aria-describedby={bordas.largaDemais ? idDica : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region takes the focus to be scrolled by keyboard (WCAG 2.1.1).
          tabIndex={0}
        >
          {children}
        </section>
      </div>
    </div>
  );
}
