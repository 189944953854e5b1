import type { AdiantarRotas } from '../lib/leitura-adiantada.ts';
import { adiantar as escola } from './escola/adiantar.ts';

/**
 * The pages that start loading at start-up when the app opens on them (app/adiantar-rota.ts), gathered from the
 * modules' `adiantar.ts`. Beside the registry, not in it: the entry imports this, and the manifests carry React.
 */
export const ADIANTAMENTOS: AdiantarRotas = { ...escola };
