import { IonButton, IonCard, IonCardContent, useIonRouter } from '@ionic/react';
import {
  type Cantina,
  formatDataBr,
  formatMoedaBr,
  parseParamsSistema,
  validarLimiteDiarioCantina,
  validarRecargaCantina,
} from '@portal/core';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { alunosDe } from '../../lib/session/contexto.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { AvisoDesatualizada } from '../../ui/aviso-desatualizada.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { definirLimiteCantina, lerCantina, recarregarCantina } from './api/cantina.ts';
import '../../ui/modulos.css';

/** Reais typed by a person ('50', '50,00', '1.234,5') in cents; NaN when it is not an amount. */
export function centavosDe(texto: string): number {
  const limpo = texto
    .trim()
    .replace(/^R\$\s*/, '')
    .replace(/\./g, '')
    .replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(limpo) ? Math.round(Number(limpo) * 100) : Number.NaN;
}

const SUGESTOES = [2000, 5000, 10_000];

/** A top-up is paid as a charge: either change moves the balance. */
const TOPICOS_CANTINA = ['cantina', 'cobrancas'] as const;

function CartaoCantina({ codaluno }: { codaluno: string }) {
  const { toast } = useFeedback();
  const router = useIonRouter();
  const guardarComo = useGuardarComo('cantina', codaluno);
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    () => lerCantina(codaluno),
    codaluno,
    TOPICOS_CANTINA,
    guardarComo,
  );
  const [limite, setLimite] = useState('');
  const [erroLimite, setErroLimite] = useState<string | null>(null);
  const [valor, setValor] = useState('');
  const [erroValor, setErroValor] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function salvarLimite(c: Cantina) {
    const centavos = centavosDe(limite);
    const invalido = validarLimiteDiarioCantina(centavos);
    setErroLimite(invalido);
    if (invalido) return;
    setEnviando(true);
    try {
      const r = await definirLimiteCantina(
        c.codaluno,
        centavos,
        `limite-${c.codaluno}-${centavos}-${Date.now()}`,
      );
      if (isErroV4(r)) setErroLimite(r.mensagem);
      else {
        toast(`Limite diário de ${formatMoedaBr(r.limiteDiarioCentavos / 100)} salvo.`);
        setLimite('');
        recarregar();
      }
    } catch (falha) {
      setErroLimite(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  async function recarregarCartao(c: Cantina, centavos: number) {
    const invalido = validarRecargaCantina(centavos);
    setErroValor(invalido);
    if (invalido) return;
    setEnviando(true);
    try {
      const r = await recarregarCantina(c.codaluno, centavos, `recarga-${c.codaluno}-${Date.now()}`);
      if (isErroV4(r)) setErroValor(r.mensagem);
      // The charge screen shows the Pix and turns "Pago" by itself once it is confirmed.
      else router.push(`/cantina/recargas/${r.codcobranca}`);
    } catch (falha) {
      setErroValor(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  if (!dados)
    return <EstadoLista carregando={carregando} erro={erro} vazio={!dados} aoTentarNovamente={recarregar} />;
  const c = dados;
  const id = `cantina-${c.codaluno}`;
  return (
    <IonCard className="modulo-cartao">
      <IonCardContent>
        <AvisoDesatualizada desatualizada={desatualizada} valores />
        <h2>{c.aluno}</h2>
        <dl className="modulo-detalhes">
          <dt>Saldo</dt>
          <dd>{formatMoedaBr(c.saldoCentavos / 100)}</dd>
          <dt>Limite diário</dt>
          <dd>{formatMoedaBr(c.limiteDiarioCentavos / 100)}</dd>
          <dt>Gasto hoje</dt>
          <dd>{formatMoedaBr(c.gastoHojeCentavos / 100)}</dd>
          <dt>Itens bloqueados</dt>
          <dd>{c.bloqueados.length > 0 ? c.bloqueados.join(', ') : 'Nenhum'}</dd>
        </dl>
        <h3>Últimas compras</h3>
        {c.compras.length === 0 ? (
          <p>Nenhuma compra.</p>
        ) : (
          <ul>
            {c.compras.map((x) => (
              <li key={`${x.data}-${x.titulo}`}>
                {formatDataBr(x.data)} · {x.titulo} · {formatMoedaBr(x.valorCentavos / 100)} ({x.status})
              </li>
            ))}
          </ul>
        )}
        <form
          className="modulo-campo"
          onSubmit={(e) => {
            e.preventDefault();
            void salvarLimite(c);
          }}
        >
          <label htmlFor={`${id}-limite`}>Novo limite diário (R$)</label>
          <input
            id={`${id}-limite`}
            inputMode="decimal"
            value={limite}
            onChange={(e) => setLimite(e.target.value)}
            aria-describedby={erroLimite ? `${id}-limite-erro` : undefined}
          />
          {erroLimite && (
            <p id={`${id}-limite-erro`} className="modulo-campo-erro" role="alert">
              {erroLimite}
            </p>
          )}
          <IonButton type="submit" fill="outline" disabled={enviando}>
            Salvar limite
          </IonButton>
        </form>
        <form
          className="modulo-campo"
          onSubmit={(e) => {
            e.preventDefault();
            void recarregarCartao(c, centavosDe(valor));
          }}
        >
          <label htmlFor={`${id}-recarga`}>Valor da recarga (R$ 10,00 a R$ 500,00)</label>
          <div className="modulo-acoes">
            {SUGESTOES.map((s) => (
              <IonButton
                key={s}
                fill="outline"
                disabled={enviando}
                onClick={() => void recarregarCartao(c, s)}
              >
                {`Recarregar ${formatMoedaBr(s / 100)}`}
              </IonButton>
            ))}
          </div>
          <input
            id={`${id}-recarga`}
            inputMode="decimal"
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            aria-describedby={erroValor ? `${id}-recarga-erro` : undefined}
          />
          {erroValor && (
            <p id={`${id}-recarga-erro`} className="modulo-campo-erro" role="alert">
              {erroValor}
            </p>
          )}
          <IonButton type="submit" disabled={enviando}>
            Recarregar
          </IonButton>
        </form>
      </IonCardContent>
    </IonCard>
  );
}

/** Route cantina/saldo: the card of each student in the context, with the day's limit and "Recarregar" by Pix. */
export function CantinaPage() {
  const { usuario, paramsSistema } = useSession();
  const escolhido = parseParamsSistema(paramsSistema).codAluno;
  const alunos = alunosDe(usuario).filter((a) => !escolhido || a.codaluno === escolhido);
  return (
    <PageShell title="Saldo da cantina" backHref="/cantina">
      <div className="modulo-pagina">
        {alunos.length === 0 && <p>Nenhum aluno neste contexto.</p>}
        <div className="modulo-registros">
          {alunos.map((a) => (
            <CartaoCantina key={a.codaluno} codaluno={a.codaluno} />
          ))}
        </div>
      </div>
    </PageShell>
  );
}
