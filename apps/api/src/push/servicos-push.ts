/**
 * Whether Web Push may be sent to this subscription's URL: HTTPS, on one of the allowed push services' hosts or
 * below one (settings.servicosPush). A subscription's endpoint is whatever its caller wrote, so without this the
 * server would post wherever it is pointed.
 */
export function servicoPushPermitido(endpoint: string, servicos: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return servicos.some((s) => {
    const servico = s.toLowerCase();
    return host === servico || host.endsWith(`.${servico}`);
  });
}
