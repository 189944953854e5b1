import { IonButton, IonSpinner, useIonRouter } from '@ionic/react';
import {
  CATEGORIAS_OCORRENCIA,
  type CategoriaOcorrencia,
  CODIGOS_CATEGORIA_OCORRENCIA,
  MENSAGENS,
  MENSAGENS_OCORRENCIA,
  OCORRENCIA_LIMITES,
} from '@portal/core';
import { type FormEvent, useId, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { abrirOcorrencia } from './api/ocorrencias.ts';
import { ACEITAS_FOTO, type FotoEscolhida, lerFoto, motivoRecusaFoto } from './fotos.ts';
import '../../ui/modulos.css';
import './ocorrencias.css';

/**
 * Route condominio/ocorrencias/nova (coddao 760): category, description and up to 3 photos, sent as one
 * idempotent write (a second tap or a retry after a lost answer never opens two requests). Then the request.
 */
export function NovaOcorrenciaPage() {
  const id = useId();
  const router = useIonRouter();
  const { alert, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [categoria, setCategoria] = useState<CategoriaOcorrencia>('manutencao');
  const [descricao, setDescricao] = useState('');
  const [fotos, setFotos] = useState<FotoEscolhida[]>([]);
  const [erros, setErros] = useState<{ descricao?: string; fotos?: string }>({});
  const [enviando, setEnviando] = useState(false);

  async function escolher(lista: FileList | null) {
    const novas: FotoEscolhida[] = [];
    for (const arquivo of Array.from(lista ?? [])) {
      const motivo = motivoRecusaFoto(arquivo, fotos.length + novas.length);
      if (motivo) {
        setErros((e) => ({ ...e, fotos: motivo }));
        break;
      }
      novas.push(await lerFoto(arquivo));
    }
    if (novas.length === (lista?.length ?? 0)) setErros((e) => ({ ...e, fotos: undefined }));
    setFotos((f) => [...f, ...novas]);
  }

  async function enviar(evento: FormEvent) {
    evento.preventDefault();
    if (descricao.trim() === '') {
      setErros((e) => ({ ...e, descricao: MENSAGENS_OCORRENCIA.descricaoVazia }));
      return;
    }
    const conteudo = {
      categoria,
      descricao: descricao.trim(),
      fotos: fotos.map(({ previa: _p, chave: _c, ...f }) => f),
    };
    setEnviando(true);
    try {
      const envio = await enviarUmaVez('nova-ocorrencia', conteudo, (chave) =>
        abrirOcorrencia(conteudo, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
        return;
      }
      toast(MENSAGENS_OCORRENCIA.aberta);
      router.push(`/condominio/ocorrencias/${envio.resposta.codocorrencia}`, 'forward', 'replace');
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <PageShell title="Nova ocorrência" backHref="/condominio/ocorrencias">
      <div className="modulo-pagina">
        <form className="modulo-formulario" onSubmit={(e) => void enviar(e)} noValidate>
          <div className="modulo-campo">
            <label htmlFor={`${id}-categoria`}>Categoria</label>
            <select
              id={`${id}-categoria`}
              value={categoria}
              onChange={(e) => setCategoria(e.target.value as CategoriaOcorrencia)}
            >
              {CODIGOS_CATEGORIA_OCORRENCIA.map((c) => (
                <option key={c} value={c}>
                  {CATEGORIAS_OCORRENCIA[c].rotulo} (prazo de {CATEGORIAS_OCORRENCIA[c].prazoDias}{' '}
                  {CATEGORIAS_OCORRENCIA[c].prazoDias === 1 ? 'dia' : 'dias'})
                </option>
              ))}
            </select>
          </div>
          <div className="modulo-campo">
            <label htmlFor={`${id}-descricao`}>Descrição</label>
            <textarea
              id={`${id}-descricao`}
              rows={5}
              value={descricao}
              maxLength={OCORRENCIA_LIMITES.descricaoMax}
              aria-invalid={erros.descricao ? true : undefined}
              aria-describedby={erros.descricao ? `${id}-descricao-erro` : undefined}
              onChange={(e) => {
                setDescricao(e.target.value);
                setErros((er) => ({ ...er, descricao: undefined }));
              }}
            />
            {erros.descricao && (
              <p id={`${id}-descricao-erro`} className="modulo-campo-erro" role="alert">
                {erros.descricao}
              </p>
            )}
          </div>
          <div className="modulo-campo">
            <label htmlFor={`${id}-fotos`}>Fotos (opcional)</label>
            <input
              id={`${id}-fotos`}
              type="file"
              accept={ACEITAS_FOTO}
              multiple
              disabled={fotos.length >= OCORRENCIA_LIMITES.fotosMax}
              aria-describedby={`${id}-fotos-ajuda`}
              onChange={(e) => {
                void escolher(e.target.files);
                e.target.value = '';
              }}
            />
            <p id={`${id}-fotos-ajuda`} className="modulo-campo-ajuda">
              Até {OCORRENCIA_LIMITES.fotosMax} fotos PNG ou JPG, com no máximo 5 MB cada.
            </p>
            {erros.fotos && (
              <p className="modulo-campo-erro" role="alert">
                {erros.fotos}
              </p>
            )}
            {fotos.length > 0 && (
              <ul className="ocorrencia-fotos" aria-label="Fotos escolhidas">
                {fotos.map((f, i) => (
                  <li key={f.chave}>
                    <img src={f.previa} alt={`Foto ${i + 1}: ${f.filename}`} />
                    <IonButton
                      fill="clear"
                      size="small"
                      onClick={() => setFotos((atuais) => atuais.filter((_, j) => j !== i))}
                    >
                      Remover foto {i + 1}
                    </IonButton>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="modulo-acoes">
            <IonButton type="submit" disabled={enviando} aria-busy={enviando}>
              {enviando && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
              Abrir ocorrência
            </IonButton>
          </div>
        </form>
      </div>
    </PageShell>
  );
}
