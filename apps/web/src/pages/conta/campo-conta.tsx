import type { MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type Atributos = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'
>;

/**
 * A labelled input of the account's forms, its error beside it (announced) and anything it describes below,
 * optionally masked with one of core's masks as the person types. Maskito rewrites the value through native
 * `input` events, so the value follows `onInput` (Maskito's React guide; React's onChange misses a value Maskito set), and
 * `onChange` too, for a value set without an input event (a test's change, an autofill).
 */
export function CampoConta({
  rotulo,
  valor,
  aoMudar,
  erro,
  descricao,
  mascara,
  ...atributos
}: Atributos & {
  mascara?: MaskitoOptions | undefined;
  rotulo: string;
  valor: string;
  aoMudar(valor: string): void;
  erro?: string | null | undefined;
  /** Shown under the field and read with it (the password's strength). */
  descricao?: (id: string) => ReactNode;
}) {
  const id = useId();
  const ref = useMaskito({ options: mascara ?? null });
  const extra = descricao?.(`${id}-descricao`);
  const descritores = [erro ? `${id}-erro` : '', extra ? `${id}-descricao` : ''].filter(Boolean).join(' ');
  return (
    <div className="campo">
      <label htmlFor={id}>{rotulo}</label>
      <input
        ref={ref}
        id={id}
        {...atributos}
        value={valor}
        aria-invalid={Boolean(erro)}
        aria-describedby={descritores || undefined}
        onInput={(e) => aoMudar(e.currentTarget.value)}
        onChange={(e) => aoMudar(e.currentTarget.value)}
      />
      {extra}
      {erro && (
        <p id={`${id}-erro`} className="campo-erro" role="alert">
          {erro}
        </p>
      )}
    </div>
  );
}
