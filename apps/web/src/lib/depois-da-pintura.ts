import { useEffect, useState } from 'react';

/**
 * True once the page has painted and the browser is idle (at most 2 s later): for what a screen needs soon but
 * not in its first frame, so that mounting it is a task of its own and not part of the first one (issue 12).
 */
export function useDepoisDaPintura(): boolean {
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const espera = setTimeout(() => setPronto(true), 0);
      return () => clearTimeout(espera);
    }
    const pedido = requestIdleCallback(() => setPronto(true), { timeout: 2000 });
    return () => cancelIdleCallback(pedido);
  }, []);
  return pronto;
}
