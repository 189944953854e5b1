import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A pass's QR code (the qrcode library, medium error correction), drawn as SVG so it stays sharp on any screen. */
export function QrPasse({ texto, rotulo }: { texto: string; rotulo: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let vivo = true;
    QRCode.toString(texto, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (s) => vivo && setSvg(s),
      () => vivo && setSvg(''),
    );
    return () => {
      vivo = false;
    };
  }, [texto]);
  if (!svg) return null;
  return (
    <div
      className="passe-qr"
      role="img"
      aria-label={rotulo}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated locally by qrcode from the signed pass.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** The QR code as a PNG file, for the system's share sheet (null when the browser cannot make one). */
export async function arquivoDoQr(texto: string, nome: string): Promise<File | null> {
  try {
    const url = await QRCode.toDataURL(texto, { errorCorrectionLevel: 'M', margin: 2, width: 480 });
    const binario = atob(url.slice(url.indexOf(',') + 1));
    const bytes = Uint8Array.from(binario, (c) => c.charCodeAt(0));
    return new File([bytes], nome, { type: 'image/png' });
  } catch {
    return null;
  }
}
