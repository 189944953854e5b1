import { lazy, type ReactNode, Suspense } from 'react';
import { isNativa } from '../platform/plataforma.ts';

// Only Android and iOS download the lock: the web's shell stays as it was.
const Bloqueio = lazy(async () => ({ default: (await import('./bloqueio-nativo.tsx')).Bloqueio }));

/**
 * The biometric lock of Android and iOS (issue 14), around the shell. On a device nothing shows until the lock
 * has decided (a restored session never flashes behind it); on the web it is the shell itself.
 */
export function BloqueioBiometrico({ children }: { children: ReactNode }) {
  if (!isNativa()) return children;
  return (
    <Suspense fallback={null}>
      <Bloqueio>{children}</Bloqueio>
    </Suspense>
  );
}
