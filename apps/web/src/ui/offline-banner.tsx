import { useEffect, useState } from 'react';

export const TEXTO_OFFLINE =
  'Você está sem conexão com a internet. Algumas informações podem estar desatualizadas.';

/** A clear Portuguese notice while the device is offline; the app keeps showing what it has. */
export function OfflineBanner() {
  const [offline, setOffline] = useState(() => globalThis.navigator?.onLine === false);
  useEffect(() => {
    const atualizar = () => setOffline(globalThis.navigator?.onLine === false);
    window.addEventListener('online', atualizar);
    window.addEventListener('offline', atualizar);
    return () => {
      window.removeEventListener('online', atualizar);
      window.removeEventListener('offline', atualizar);
    };
  }, []);
  return (
    <div className="aviso-offline" role="status" aria-live="polite" hidden={!offline}>
      {offline ? TEXTO_OFFLINE : ''}
    </div>
  );
}
