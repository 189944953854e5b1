import { documentsOutline, personAddOutline, personCircleOutline } from 'ionicons/icons';
import { InicioDoModulo } from '../../ui/inicio-do-modulo.tsx';

const FIXOS = [
  { titulo: 'Cadastro de pessoa física', icone: personAddOutline, rota: '/cadpessoaf' },
  { titulo: 'Meus telefones e data de nascimento', icone: personCircleOutline, rota: '/cadastro/contato' },
  { titulo: 'Documentos públicos', icone: documentsOutline, rota: '/cadastro/documentos/docsite' },
];

/** The cadastro home also offers the app's own registration pages, whatever the server's menu holds. */
export function CadastroInicioPage() {
  return <InicioDoModulo fixos={FIXOS} />;
}
