/** Where the gate's notifications lead in the app (apps/web/src/modules/portaria/modulo.ts). */
export const ROTA_ENCOMENDAS_MORADOR = '/condominio/encomendas';
