import { App } from '@capacitor/app';
import { Device } from '@capacitor/device';
import { CONSTANTES } from '@portal/core';
import { isNativa } from './plataforma.ts';

/** App and device information that SPEC §3 says exists (build number and id, device info and id). */
export interface InfoDispositivo {
  appId: string;
  build: string;
  versao: string;
  dispositivoId: string;
  modelo: string;
  sistema: string;
  versaoSistema: string;
}

/**
 * Waits for the native plugins to answer (Capacitor's equivalent of the device-ready event) and returns what they
 * report. SPEC §9: after 5000 ms without them a warning is logged; the wait itself goes on. On the web there are no
 * native plugins: it resolves null at once.
 */
export async function aguardarDispositivo(
  avisoMs: number = CONSTANTES.deviceReadyAvisoMs,
): Promise<InfoDispositivo | null> {
  if (!isNativa()) return null;
  const aviso = setTimeout(() => {
    console.warn(`Os plugins nativos não ficaram prontos em ${avisoMs} ms.`);
  }, avisoMs);
  try {
    const [app, device, id] = await Promise.all([App.getInfo(), Device.getInfo(), Device.getId()]);
    return {
      appId: app.id,
      build: app.build,
      versao: app.version,
      dispositivoId: id.identifier,
      modelo: device.model,
      sistema: device.operatingSystem,
      versaoSistema: device.osVersion,
    };
  } finally {
    clearTimeout(aviso);
  }
}
