import { addStorageDriverHook } from '../lib/storage.ts';
import { aguardarDispositivo, type InfoDispositivo } from './device-ready.ts';
import { configurarStatusBar } from './status-bar.ts';
import { defineSecureStorageDriver } from './storage-driver.ts';

let inicio: Promise<void> | null = null;
let driverRegistrado = false;
let dispositivo: Promise<InfoDispositivo | null> = Promise.resolve(null);

/**
 * Registers the secure-storage driver with the shell's storage wrapper (SPEC §9: secure storage first on Android and
 * iOS). Must run before the first storage read; synchronous and idempotent.
 */
export function instalarArmazenamentoSeguro(): void {
  if (driverRegistrado) return;
  driverRegistrado = true;
  addStorageDriverHook(async (store) => {
    await defineSecureStorageDriver(store);
  });
}

/**
 * The part of the native start-up that needs nothing from React (run it before the first storage read): the
 * secure-storage driver (SPEC §9), the Android status bar and safe area, and the device-ready
 * watch with its 5000 ms warning. Idempotent; never rejects.
 */
export function iniciarPlataforma(): Promise<void> {
  inicio ??= (async () => {
    instalarArmazenamentoSeguro();
    // Not awaited: the app starts while the plugins come up; a slow start only logs the warning.
    dispositivo = aguardarDispositivo().catch((erro: unknown) => {
      console.warn('Informações do dispositivo indisponíveis.', erro);
      return null;
    });
    await configurarStatusBar();
  })();
  return inicio;
}

/** App and device info once the plugins answered (null on the web or when they failed). */
export function infoDispositivo(): Promise<InfoDispositivo | null> {
  return dispositivo;
}
