/** Attachment limits of the person registration (coddao 94), stated in its 400 message. */
export const LIMITES_ANEXO = {
  maxArquivos: 3,
  maxBytes: 5 * 1024 * 1024,
  extensoes: ['pdf', 'png', 'jpg', 'jpeg'],
  tipos: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;
