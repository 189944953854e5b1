import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The Pix BR Code as a QR code (the qrcode library, medium error correction), drawn as SVG. */
export function QrPix({ codigo }: { codigo: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let vivo = true;
    QRCode.toString(codigo, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (s) => vivo && setSvg(s),
      () => vivo && setSvg(''),
    );
    return () => {
      vivo = false;
    };
  }, [codigo]);
  if (!svg) return null;
  return (
    <div
      className="cobranca-qr"
      role="img"
      aria-label="QR Code Pix"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated locally by qrcode from the BR Code.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
