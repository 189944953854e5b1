import { InicioDoModulo } from '../../ui/inicio-do-modulo.tsx';

/** The home of every module section without a home of its own: its title, icon and the server's menu items. */
export function ModuloInicioPage() {
  return <InicioDoModulo />;
}
