import type { AuthenticateOptions, CheckBiometryResult } from '@aparajita/capacitor-biometric-auth';
import { storage } from '../lib/storage.ts';
import { isNativa } from './plataforma.ts';

/** The part of the biometric plugin the lock uses (tests hand in their own). */
export interface BiometriaPort {
  checkBiometry(): Promise<Pick<CheckBiometryResult, 'isAvailable'>>;
  /** Resolves when the person was recognised; rejects when they cancelled or failed. */
  authenticate(opcoes?: AuthenticateOptions): Promise<void>;
}

/**
 * Who turned the unlock on, on this device (their codpessoa): another person logging in here is never asked
 * for a fingerprint that is not theirs. Kept through the shell's storage, so in secure storage on a device.
 */
export const CHAVE_DESBLOQUEIO = 'desbloqueioBiometrico';

/** Back from the background after this long, the portal asks again. */
export const BLOQUEAR_APOS_MS = 30_000;

export const TEXTOS_BIOMETRIA: AuthenticateOptions = {
  reason: 'Desbloqueie o Portal',
  cancelTitle: 'Cancelar',
  iosFallbackTitle: 'Usar código do aparelho',
  androidTitle: 'Portal',
  androidSubtitle: 'Use sua digital ou rosto',
  allowDeviceCredential: true,
};

// The plugin's JavaScript is loaded on a device only: the web never downloads it.
let carregarPlugin = async (): Promise<BiometriaPort> =>
  (await import('@aparajita/capacitor-biometric-auth')).BiometricAuth;

/** Tests only: the plugin to use instead of Capacitor's. */
export function usarPluginBiometria(plugin: BiometriaPort): void {
  carregarPlugin = async () => plugin;
}

/** True on Android or iOS when the device has biometry (or a device credential) enrolled. */
export async function biometriaDisponivel(): Promise<boolean> {
  if (!isNativa()) return false;
  try {
    return (await (await carregarPlugin()).checkBiometry()).isAvailable;
  } catch {
    return false;
  }
}

/** Whether this person asked for the unlock on this device (off by default). */
export async function desbloqueioAtivo(codpessoa: string | number | undefined): Promise<boolean> {
  if (!isNativa() || codpessoa === undefined || codpessoa === '') return false;
  return (await storage.get<string>(CHAVE_DESBLOQUEIO)) === String(codpessoa);
}

/** Asks for the fingerprint, face or device credential; false when refused, cancelled or unavailable. */
export async function desbloquear(): Promise<boolean> {
  try {
    await (await carregarPlugin()).authenticate(TEXTOS_BIOMETRIA);
    return true;
  } catch {
    return false;
  }
}

/** Turning it on proves the biometry works first; turning it off needs nothing. Answers the new state. */
export async function definirDesbloqueio(codpessoa: string | number, ligar: boolean): Promise<boolean> {
  if (!ligar) {
    await storage.remove(CHAVE_DESBLOQUEIO);
    return false;
  }
  if (!(await desbloquear())) return false;
  await storage.set(CHAVE_DESBLOQUEIO, String(codpessoa));
  return true;
}

/** Whether coming back at `voltou` after leaving at `saiu` asks again. */
export function deveBloquearAoVoltar(saiu: number | null, voltou: number): boolean {
  return saiu !== null && voltou - saiu >= BLOQUEAR_APOS_MS;
}
