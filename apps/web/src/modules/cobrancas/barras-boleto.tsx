import { drawingSVG, interleaved2of5 } from 'bwip-js/browser';
import { useMemo } from 'react';

/**
 * The slip's 44-digit bar code as FEBRABAN draws it (Interleaved 2 of 5), rendered to SVG by bwip-js; a
 * banking app's camera reads it from the screen. The digits are announced by the line beside it, not here.
 */
export function BarrasBoleto({ codigo }: { codigo: string }) {
  const svg = useMemo(() => {
    try {
      // The one symbology imported by name, so the bundle carries ITF alone, not bwip-js's hundred encoders.
      return interleaved2of5(
        { bcid: 'interleaved2of5', text: codigo, scale: 2, height: 13, includetext: false },
        drawingSVG(),
      );
    } catch {
      return '';
    }
  }, [codigo]);
  if (!svg) return null;
  return (
    <div
      className="cobranca-barras"
      role="img"
      aria-label="Código de barras do boleto"
      // bwip-js writes the SVG from the digits alone: no user text reaches this markup.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated locally from 44 digits.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
