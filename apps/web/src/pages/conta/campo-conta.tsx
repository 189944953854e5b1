import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type Atributos = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'
>;

/** A labelled input of the account's forms, its error beside it (announced) and anything it describes below. */
export function CampoConta({
  rotulo,
  valor,
  aoMudar,
  erro,
  descricao,
  ...atributos
}: Atributos & {
  rotulo: string;
  valor: string;
  aoMudar(valor: string): void;
  erro?: string | null | undefined;
  /** Shown under the field and read with it (the password's strength). */
  descricao?: (id: string) => ReactNode;
}) {
  const id = useId();
  const extra = descricao?.(`${id}-descricao`);
  const descritores = [erro ? `${id}-erro` : '', extra ? `${id}-descricao` : ''].filter(Boolean).join(' ');
  return (
    <div className="campo">
      <label htmlFor={id}>{rotulo}</label>
      <input
        id={id}
        {...atributos}
        value={valor}
        aria-invalid={Boolean(erro)}
        aria-describedby={descritores || undefined}
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
