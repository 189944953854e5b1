import { Capacitor } from '@capacitor/core';
import type { Plataforma } from '@portal/core';
import { vi } from 'vitest';

/** The three platforms every platform-module test runs on. */
export const PLATAFORMAS: readonly Plataforma[] = ['web', 'android', 'ios'];

/** Makes Capacitor report `plataforma`, as the Android and iOS shells do (tests only). */
export function usarPlataforma(plataforma: Plataforma): void {
  vi.spyOn(Capacitor, 'getPlatform').mockReturnValue(plataforma);
  vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(plataforma !== 'web');
}
