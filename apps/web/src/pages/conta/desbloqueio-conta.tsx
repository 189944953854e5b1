import { useEffect, useId, useState } from 'react';
import { useSession } from '../../lib/session/session-provider.tsx';
import { biometriaDisponivel, definirDesbloqueio, desbloqueioAtivo } from '../../platform/biometria.ts';

/**
 * "Desbloqueio biométrico" (issue 14): on a device with biometry, the person may have the portal ask for their
 * fingerprint or face when it opens. Off by default; turning it on asks once, so it is never on unproven.
 */
export function DesbloqueioConta() {
  const { usuario } = useSession();
  const codpessoa = usuario?.codpessoa;
  const id = useId();
  const [disponivel, setDisponivel] = useState(false);
  const [ligado, setLigado] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  useEffect(() => {
    let vale = true;
    void Promise.all([biometriaDisponivel(), desbloqueioAtivo(codpessoa)]).then(([d, a]) => {
      if (!vale) return;
      setDisponivel(d);
      setLigado(a);
    });
    return () => {
      vale = false;
    };
  }, [codpessoa]);

  if (!disponivel || !codpessoa) return null;

  async function alternar(ligar: boolean) {
    if (!codpessoa) return;
    const agora = await definirDesbloqueio(codpessoa, ligar);
    setLigado(agora);
    setAviso(
      agora
        ? 'Pronto: o Portal vai pedir sua digital ou rosto ao abrir.'
        : ligar
          ? 'Não foi possível confirmar que é você. O desbloqueio continua desligado.'
          : 'Desbloqueio biométrico desligado.',
    );
  }

  return (
    <section aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Desbloqueio biométrico</h2>
      <div className="conta-interruptor">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={ligado}
          checked={ligado}
          onChange={(e) => void alternar(e.currentTarget.checked)}
        />
        <label htmlFor={id}>Pedir digital ou rosto ao abrir o app</label>
      </div>
      {aviso && (
        <p className="conta-texto" role="status">
          {aviso}
        </p>
      )}
    </section>
  );
}
