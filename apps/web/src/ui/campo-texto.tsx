import type { MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { type HTMLInputTypeAttribute, useId } from 'react';

export type CampoTextoProps = {
  rotulo: string;
  valor: string;
  onValor: (valor: string) => void;
  mascara?: MaskitoOptions;
  tipo?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  ajuda?: string;
  obrigatorio?: boolean;
  maxLength?: number;
  name?: string;
  onBlur?: () => void;
};

/**
 * A labelled native input, optionally masked with Maskito (core's mask options). Maskito rewrites the value
 * through native `input` events, so the controlled value follows `onInput`, as Maskito's React guide says.
 */
export function CampoTexto({
  rotulo,
  valor,
  onValor,
  mascara,
  tipo = 'text',
  autoComplete,
  inputMode,
  placeholder,
  ajuda,
  obrigatorio,
  maxLength,
  name,
  onBlur,
}: CampoTextoProps) {
  const id = useId();
  const ref = useMaskito({ options: mascara ?? null });
  const idAjuda = ajuda ? `${id}-ajuda` : undefined;
  return (
    <div className="modulo-campo">
      <label htmlFor={id}>
        {rotulo}
        {obrigatorio && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type={tipo}
        value={valor}
        onInput={(e) => onValor(e.currentTarget.value)}
        onChange={() => {}}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        required={obrigatorio}
        maxLength={maxLength}
        aria-describedby={idAjuda}
      />
      {ajuda && (
        <span id={idAjuda} className="modulo-campo-ajuda">
          {ajuda}
        </span>
      )}
    </div>
  );
}
