import type { OcorrenciaDetalhe } from '@portal/core';
import { useEffect, useState } from 'react';
import { isErroV4 } from '../../lib/api-client.ts';
import { lerFotoOcorrencia } from './api/ocorrencias.ts';

/** The request's photos, each read apart (coddao 763) once the request is on screen. */
export function FotosDaOcorrencia({
  codocorrencia,
  fotos,
}: {
  codocorrencia: number;
  fotos: OcorrenciaDetalhe['listaFotos'];
}) {
  const [urls, setUrls] = useState<Record<number, string>>({});
  useEffect(() => {
    let vivo = true;
    for (const f of fotos) {
      lerFotoOcorrencia(codocorrencia, f.ordem)
        .then((r) => {
          if (vivo && !isErroV4(r))
            setUrls((u) => ({ ...u, [f.ordem]: `data:${r.filetype};base64,${r.base64}` }));
        })
        .catch(() => {});
    }
    return () => {
      vivo = false;
    };
  }, [codocorrencia, fotos]);
  if (fotos.length === 0) return null;
  return (
    <ul className="ocorrencia-fotos" aria-label="Fotos da ocorrência">
      {fotos.map((f) => (
        <li key={f.ordem}>
          {urls[f.ordem] ? (
            <a href={urls[f.ordem]} target="_blank" rel="noreferrer" download={f.filename}>
              <img src={urls[f.ordem]} alt={`Foto ${f.ordem} da ocorrência`} />
            </a>
          ) : (
            <span className="ocorrencia-foto-carregando">Carregando foto {f.ordem}…</span>
          )}
        </li>
      ))}
    </ul>
  );
}
