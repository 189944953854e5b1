/** Every text of payments the person reads, once (pt-BR). */
export const MENSAGENS_COBRANCA = {
  linhaInvalida: 'Linha digitável inválida.',
  pixInvalido: 'Código Pix inválido.',
  cobrancaNaoEncontrada: 'Cobrança não encontrada.',
  assinaturaInvalida: 'Assinatura do pagamento inválida.',
  horarioInvalido: 'Horário da notificação de pagamento fora do prazo.',
  pagamentoConfirmado: 'Pagamento confirmado',
  pagamentoConfirmadoTexto: (descricao: string) => `Recebemos o pagamento de ${descricao}.`,
  copiado: 'Copiado.',
  copiarLinha: 'Copiar',
  copiarPix: 'Copiar código Pix',
  multaJurosAviso: 'Pagando hoje, o valor inclui multa e juros pelo atraso.',
} as const;
