import { Capacitor } from '@capacitor/core';
import { type Plataforma, platformLetter } from '@portal/core';

/** The platform the app really runs on (SPEC §3): Capacitor's answer, anything unknown counted as web. */
export function getPlataforma(): Plataforma {
  const plataforma = Capacitor.getPlatform();
  return plataforma === 'android' || plataforma === 'ios' ? plataforma : 'web';
}

/** True inside the Android or iOS shell, where the native plugins answer. */
export function isNativa(): boolean {
  return getPlataforma() !== 'web';
}

/** Letter that prefixes the copy code here: W on the web, G on Android, A on iOS. */
export function letraPlataforma(): 'W' | 'G' | 'A' {
  return platformLetter(getPlataforma());
}
