/** Items per page of the lists that page through the server (recados, notificações). */
export const TAMANHO_PAGINA = 20;

/** Items per page of the module lists (charges, records, events, the medical guide), read as they scroll. */
export const TAMANHO_PAGINA_MODULOS = 10;
