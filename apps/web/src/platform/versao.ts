import { App } from '@capacitor/app';
import { AppLauncher } from '@capacitor/app-launcher';
import { MENSAGENS } from '@portal/core';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { operacoes } from '../lib/operacoes.ts';
import type { Alertar, ChamarV4 } from './deps.ts';
import { getPlataforma } from './plataforma.ts';

/** coddao 176's answer: the latest published build of this platform and its store page. */
export interface VersaoPublicada {
  build: number;
  plataforma: 'android' | 'ios';
  lojaUrl: string;
}

/** An answer with a build number (a 400's `{ mensagem }` or an empty answer has none). */
function ehVersao(resposta: unknown): resposta is VersaoPublicada {
  return typeof (resposta as { build?: unknown } | null | undefined)?.build === 'number';
}

export type ResultadoVersao = 'web' | 'atualizada' | 'desatualizada' | 'falha';

/** Opens the platform's store page: the Play Store app on Android, the App Store on iOS (the OS routes the URL). */
export async function abrirLoja(url: string): Promise<void> {
  await AppLauncher.openUrl({ url });
}

/**
 * SPEC §4/§7/§8: on Android and iOS, compares the installed build with the published one (coddao 176 with '6' and
 * the platform). A lower installed build shows MENSAGENS.tituloNovaVersao with both numbers, Fechar and Atualizar
 * (the store page). Any failure is logged only; the web never asks.
 */
export async function verificarVersao(deps: { chamar: ChamarV4; alert: Alertar }): Promise<ResultadoVersao> {
  const plataforma = getPlataforma();
  if (plataforma === 'web') return 'web';
  try {
    const info = await App.getInfo();
    const instalada = Number.parseInt(info.build, 10);
    const publicada = await deps.chamar(operacoes.versaoApp, ['6', plataforma], undefined, {
      loader: false,
    });
    if (!Number.isFinite(instalada) || !ehVersao(publicada)) {
      console.error('Verificação de versão: resposta sem número de build.', {
        instalada: info.build,
        publicada,
      });
      return 'falha';
    }
    if (instalada >= publicada.build) return 'atualizada';
    // The API names the store page; the runtime config's store URL covers an answer without one.
    const lojaUrl = publicada.lojaUrl || getRuntimeConfig().storeUrls[plataforma];
    await deps.alert({
      header: MENSAGENS.tituloNovaVersao,
      message: MENSAGENS.novaVersaoMensagem(instalada, publicada.build),
      buttons: [
        { text: MENSAGENS.botaoFechar, role: 'cancel' },
        {
          text: MENSAGENS.botaoAtualizar,
          role: 'confirm',
          handler: () => {
            abrirLoja(lojaUrl).catch((erro: unknown) => console.error('Falha ao abrir a loja.', erro));
          },
        },
      ],
    });
    return 'desatualizada';
  } catch (erro) {
    console.error('Falha na verificação de versão.', erro);
    return 'falha';
  }
}
