import { useEffect, useRef, useState } from 'react';

/**
 * The device's camera reading QR codes, with @zxing/browser (loaded only when the porteiro opens the camera, so
 * no other screen pays for it). Calls `aoLer` once per code read; stops the camera when it unmounts.
 */
export function LeitorQr({
  aoLer,
  aoFalhar,
}: {
  aoLer: (texto: string) => void;
  aoFalhar: (m: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const aoLerRef = useRef(aoLer);
  aoLerRef.current = aoLer;
  const aoFalharRef = useRef(aoFalhar);
  aoFalharRef.current = aoFalhar;
  const [ativo, setAtivo] = useState(false);

  useEffect(() => {
    let parar: (() => void) | null = null;
    let vivo = true;
    let ultimo = '';
    (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (!vivo || !video.current) return;
        const leitor = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 200 });
        const controles = await leitor.decodeFromVideoDevice(undefined, video.current, (resultado) => {
          const texto = resultado?.getText();
          // The same code stays in front of the camera for a while: read it once.
          if (texto && texto !== ultimo) {
            ultimo = texto;
            aoLerRef.current(texto);
          }
        });
        if (!vivo) controles.stop();
        else {
          parar = () => controles.stop();
          setAtivo(true);
        }
      } catch {
        if (vivo) aoFalharRef.current('Não foi possível abrir a câmera. Digite o código do passe.');
      }
    })();
    return () => {
      vivo = false;
      parar?.();
    };
  }, []);

  return (
    <div className="leitor-qr">
      <video ref={video} muted playsInline aria-label="Imagem da câmera" />
      {!ativo && <p role="status">Abrindo a câmera...</p>}
    </div>
  );
}
