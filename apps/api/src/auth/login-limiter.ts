interface Janela {
  falhas: number;
  expiraEm: number;
}

export interface LoginLimits {
  porUsuario: number;
  porEndereco: number;
  janelaMs: number;
}

/**
 * Counts refused logins per user and per client address within a window; once either count reaches its limit,
 * further attempts are refused (429) until the window ends. In memory: one API process per PGlite directory,
 * and with several processes each keeps its own count (documented limitation).
 */
export class LoginLimiter {
  private readonly janelas = new Map<string, Janela>();

  constructor(private readonly limits: LoginLimits) {}

  /** Seconds to wait when blocked, or 0 when an attempt may proceed. */
  retryAfter(usuario: string, endereco: string, now = Date.now()): number {
    const u = this.ativa(`u:${usuario}`, now);
    const e = this.ativa(`e:${endereco}`, now);
    const bloqueios = [
      u && u.falhas >= this.limits.porUsuario ? u.expiraEm : 0,
      e && e.falhas >= this.limits.porEndereco ? e.expiraEm : 0,
    ];
    const ate = Math.max(...bloqueios);
    return ate > now ? Math.ceil((ate - now) / 1000) : 0;
  }

  registrarFalha(usuario: string, endereco: string, now = Date.now()): void {
    for (const chave of [`u:${usuario}`, `e:${endereco}`]) {
      const janela = this.ativa(chave, now) ?? { falhas: 0, expiraEm: now + this.limits.janelaMs };
      janela.falhas += 1;
      this.janelas.set(chave, janela);
    }
    if (this.janelas.size > 100_000) this.limpar(now);
  }

  registrarSucesso(usuario: string): void {
    this.janelas.delete(`u:${usuario}`);
  }

  private ativa(chave: string, now: number): Janela | undefined {
    const janela = this.janelas.get(chave);
    if (janela && janela.expiraEm <= now) {
      this.janelas.delete(chave);
      return undefined;
    }
    return janela;
  }

  private limpar(now: number): void {
    for (const [chave, janela] of this.janelas) if (janela.expiraEm <= now) this.janelas.delete(chave);
  }
}
