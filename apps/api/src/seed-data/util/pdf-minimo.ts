/**
 * Builds a small but valid PDF 1.4 (one A4 page, Helvetica, WinAnsi text) with a correct
 * cross-reference table, so attachments open in any viewer. Pure: returns the bytes as a
 * Latin-1 string; callers base64 it with 'latin1'.
 */
export function pdfMinimo(titulo: string, linhas: readonly string[]): string {
  // Helvetica + WinAnsi covers Latin-1; typographic marks outside it become ASCII look-alikes.
  const escapar = (s: string) =>
    s
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/\u2026/g, '...')
      .replace(/[^\x20-\xff]/g, '?')
      .replace(/\\/g, '\\\\')
      .replace(/\(/g, '\\(')
      .replace(/\)/g, '\\)');
  const comandos = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    `(${escapar(titulo)}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    ...linhas.flatMap((l) => [`(${escapar(l)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(comandos, 'latin1')} >>\nstream\n${comandos}\nendstream`,
  ];
  let corpo = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const posicoes: number[] = [];
  objetos.forEach((obj, i) => {
    posicoes.push(Buffer.byteLength(corpo, 'latin1'));
    corpo += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(corpo, 'latin1');
  corpo += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const p of posicoes) corpo += `${String(p).padStart(10, '0')} 00000 n \n`;
  corpo += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return corpo;
}
