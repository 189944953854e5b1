/**
 * An ionicons icon drawn by CSS alone, in the text's colour: a mask over `currentColor`. For the page header,
 * where each `<ion-icon>` (a web component that parses its SVG and renders into a shadow root) added to the
 * home's heaviest task on a slow phone (issue 12). Decorative: the control around it carries the name.
 */
export function Icone({ icone }: { icone: string }) {
  const mascara = mascaraDe(icone);
  return (
    <span className="icone" aria-hidden="true" style={{ WebkitMaskImage: mascara, maskImage: mascara }} />
  );
}

const mascaras = new Map<string, string>();

/**
 * ionicons' SVGs take fill and stroke from `<ion-icon>`'s shadow CSS, by class; an SVG used as an image gets no
 * CSS, so the same values are written into it (black: a mask only reads the alpha).
 */
function mascaraDe(icone: string): string {
  let mascara = mascaras.get(icone);
  if (!mascara) {
    const svg = icone
      .replace("class='ionicon'", "class='ionicon' fill='black' stroke='black'")
      .replace(/class='ionicon-fill-none ionicon-stroke-width'/g, "fill='none' stroke-width='32'")
      .replace(/class='ionicon-fill-none'/g, "fill='none'")
      .replace(/class='ionicon-stroke-width'/g, "stroke-width='32'");
    mascara = `url("${svg}")`;
    mascaras.set(icone, mascara);
  }
  return mascara;
}
