import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

type HeaderTitle = [string, (titulo: string) => void];

const HeaderTitleContext = createContext<HeaderTitle | null>(null);

/**
 * The header title set by SPEC §2's menu click rule ('' when cleared). It belongs to the page the click opens:
 * it is bound to the first path visited after it was set, so other pages keep their own titles.
 */
export function HeaderTitleProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [estado, setEstado] = useState<{ titulo: string; origem: string; caminho: string | null }>({
    titulo: '',
    origem: '',
    caminho: null,
  });
  if (estado.caminho === null && estado.titulo !== '' && pathname !== estado.origem) {
    setEstado({ ...estado, caminho: pathname });
  }
  const atual = useRef(pathname);
  atual.current = pathname;
  const definir = useCallback(
    (titulo: string) => setEstado({ titulo, origem: atual.current, caminho: null }),
    [],
  );
  const visivel = estado.caminho === null || estado.caminho === pathname ? estado.titulo : '';
  const valor = useMemo<HeaderTitle>(() => [visivel, definir], [visivel, definir]);
  return <HeaderTitleContext.Provider value={valor}>{children}</HeaderTitleContext.Provider>;
}

export function useHeaderTitle(): HeaderTitle {
  const valor = useContext(HeaderTitleContext);
  if (!valor) throw new Error('useHeaderTitle precisa de <HeaderTitleProvider>.');
  return valor;
}
