import { RecuperarSenha } from './recuperar-senha.tsx';

/** /auth/primeiro-acesso (issue 14). */
export default function PrimeiroAcessoPage() {
  return <RecuperarSenha finalidade="primeiro-acesso" />;
}
