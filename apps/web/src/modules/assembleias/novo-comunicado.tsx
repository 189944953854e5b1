import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { publicarComunicado } from './api/comunicados.ts';

/** The síndico's form: a title and a text, published to the building at once (coddao 748). */
export function NovoComunicado({ aoPublicar }: { aoPublicar: () => void }) {
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [titulo, setTitulo] = useState('');
  const [texto, setTexto] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function publicar() {
    const conteudo = { titulo: titulo.trim(), texto: texto.trim() };
    if (conteudo.titulo.length < 3 || conteudo.texto.length < 3) {
      setAviso('Escreva o título e o texto do comunicado.');
      return;
    }
    setAviso(null);
    setEnviando(true);
    try {
      const envio = await enviarUmaVez('comunicado', conteudo, (chave) =>
        publicarComunicado(conteudo, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) setAviso(envio.resposta.mensagem);
      else {
        toast('Comunicado publicado. Os moradores foram avisados.');
        setTitulo('');
        setTexto('');
        aoPublicar();
      }
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <form
      className="modulo-formulario"
      aria-label="Novo comunicado"
      onSubmit={(e) => {
        e.preventDefault();
        void publicar();
      }}
    >
      <h2>Novo comunicado</h2>
      <div className="modulo-campo">
        <label htmlFor="comunicado-titulo">Título</label>
        <input
          id="comunicado-titulo"
          value={titulo}
          maxLength={120}
          onChange={(e) => setTitulo(e.target.value)}
        />
      </div>
      <div className="modulo-campo">
        <label htmlFor="comunicado-texto">Texto</label>
        <textarea
          id="comunicado-texto"
          rows={4}
          value={texto}
          maxLength={4000}
          onChange={(e) => setTexto(e.target.value)}
        />
      </div>
      {aviso && (
        <p className="modulo-campo-erro" role="alert">
          {aviso}
        </p>
      )}
      <IonButton type="submit" disabled={enviando}>
        Publicar
      </IonButton>
    </form>
  );
}
