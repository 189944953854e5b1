/** Items per page of the lists that page through the server (recados, notificações). */
export const TAMANHO_PAGINA = 20;
