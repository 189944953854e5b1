import { useEffect, useId, useState } from 'react';

/** A labelled search field that reports its text 400 ms after the user stops typing. */
export function CampoBusca({
  rotulo,
  valor,
  onBuscar,
  placeholder,
}: {
  rotulo: string;
  valor: string;
  onBuscar: (texto: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [texto, setTexto] = useState(valor);
  useEffect(() => {
    if (texto === valor) return;
    const espera = setTimeout(() => onBuscar(texto.trim()), 400);
    return () => clearTimeout(espera);
  }, [texto, valor, onBuscar]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older Android WebViews the app supports.
    <div role="search" className="modulo-campo">
      <label htmlFor={id}>{rotulo}</label>
      <input
        id={id}
        type="search"
        value={texto}
        placeholder={placeholder}
        enterKeyHint="search"
        onChange={(e) => setTexto(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onBuscar(texto.trim());
        }}
      />
    </div>
  );
}
