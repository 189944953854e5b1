/** Shown when the app cannot start (no runtime config, usually offline): never a blank screen. */
export function FalhaInicio({ aoTentarNovamente }: { aoTentarNovamente: () => void }) {
  const offline = globalThis.navigator?.onLine === false;
  return (
    <main className="falha-inicio">
      <h1>Não foi possível abrir o Portal</h1>
      <p role="alert">
        {offline
          ? 'Você está sem conexão com a internet. Conecte-se e tente novamente.'
          : 'Não foi possível conectar ao servidor. Tente novamente em instantes.'}
      </p>
      <button type="button" onClick={aoTentarNovamente}>
        Tentar novamente
      </button>
    </main>
  );
}
