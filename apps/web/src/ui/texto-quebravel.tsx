import { Fragment } from 'react';

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Text whose e-mail addresses may break only at sensible points (issue 10): before the @ and before each dot,
 * never in the middle of a name, so a long address wraps on a 360 px screen and still reads as one.
 */
export function TextoQuebravel({ texto }: { texto: string }) {
  const partes: (string | { email: string })[] = [];
  let desde = 0;
  for (const m of texto.matchAll(EMAIL)) {
    partes.push(texto.slice(desde, m.index), { email: m[0] });
    desde = (m.index ?? 0) + m[0].length;
  }
  partes.push(texto.slice(desde));
  return (
    <>
      {partes.map((parte, i) =>
        typeof parte === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string have no identity but their order.
          <Fragment key={i}>{parte}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i} className="texto-email">
            {parte.email.split(/(?=[@.])/).map((pedaco, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <Fragment key={j}>
                {j > 0 && <wbr />}
                {pedaco}
              </Fragment>
            ))}
          </span>
        ),
      )}
    </>
  );
}
