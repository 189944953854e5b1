import { RecuperarSenha } from './recuperar-senha.tsx';

/** /auth/esqueci-senha (issue 14). */
export default function EsqueciSenhaPage() {
  return <RecuperarSenha finalidade="esqueci-senha" />;
}
