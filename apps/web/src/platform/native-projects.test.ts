// @vitest-environment node
/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSTANTES } from '@portal/core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import config from '../../capacitor.config.ts';

/**
 * The committed android/ and ios/ projects against capacitor.config.ts and package.json's plugins: what
 * `cap sync` writes (plugin includes, Swift packages) and what it never rewrites after `cap add` (app id and name),
 * so a drift is caught here rather than on a machine with the SDKs.
 */
const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ANDROID = join(WEB, 'android');
const IOS = join(WEB, 'ios');

function ler(...partes: string[]): string {
  return readFileSync(join(...partes), 'utf8');
}

function todos(regex: RegExp, texto: string): RegExpExecArray[] {
  return [...texto.matchAll(new RegExp(regex.source, `${regex.flags.replace('g', '')}g`))];
}

/** The package's folder as Node would find it from apps/web (the workspace hoists to the root). */
function pastaDoPacote(nome: string): string {
  for (let dir = WEB; ; dir = dirname(dir)) {
    const candidato = join(dir, 'node_modules', ...nome.split('/'));
    if (existsSync(join(candidato, 'package.json'))) return realpathSync(candidato);
    if (dirname(dir) === dir) throw new Error(`${nome} não está instalado`);
  }
}

const pacote = JSON.parse(ler(WEB, 'package.json')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** Capacitor plugins are the dependencies whose package.json has a `capacitor` section (as the CLI decides). */
const PLUGINS = Object.keys({ ...pacote.dependencies, ...pacote.devDependencies })
  .filter(
    (nome) => 'capacitor' in JSON.parse(readFileSync(join(pastaDoPacote(nome), 'package.json'), 'utf8')),
  )
  .sort();

/** Capacitor's Gradle project name for a package: '@capacitor/app' → 'capacitor-app'. */
function nomeGradle(pkg: string): string {
  return pkg.replace('@', '').replace('/', '-');
}

describe('capacitor.config.ts', () => {
  it('names the app and carries SPEC §9 native settings', () => {
    expect(config.appId).toBe('br.com.portal.app');
    expect(config.appName).toBe('Portal');
    expect(config.webDir).toBe('dist');
    expect(config.plugins?.StatusBar?.backgroundColor).toBe(CONSTANTES.corStatusBarAndroid);
    expect(config.plugins?.PushNotifications?.presentationOptions).toEqual(['badge', 'sound', 'alert']);
  });

  it('the plugin list is the one the platform layer uses', () => {
    expect(PLUGINS).toEqual([
      '@aparajita/capacitor-biometric-auth',
      '@aparajita/capacitor-secure-storage',
      '@capacitor/app',
      '@capacitor/app-launcher',
      '@capacitor/device',
      '@capacitor/filesystem',
      '@capacitor/push-notifications',
      '@capacitor/status-bar',
      '@capawesome-team/capacitor-file-opener',
    ]);
  });
});

describe('android/', () => {
  it('capacitor.settings.gradle includes Capacitor and every plugin, at the installed folders', () => {
    const settings = ler(ANDROID, 'capacitor.settings.gradle');
    const projetos = new Map(
      todos(/project\(':([^']+)'\)\.projectDir = new File\('([^']+)'\)/, settings).map((m) => [m[1], m[2]]),
    );
    expect([...projetos.keys()].sort()).toEqual(['capacitor-android', ...PLUGINS.map(nomeGradle)].sort());
    expect(realpathSync(resolve(ANDROID, projetos.get('capacitor-android') ?? ''))).toBe(
      join(pastaDoPacote('@capacitor/android'), 'capacitor'),
    );
    for (const plugin of PLUGINS) {
      const pasta = resolve(ANDROID, projetos.get(nomeGradle(plugin)) ?? '');
      expect(realpathSync(pasta)).toBe(join(pastaDoPacote(plugin), 'android'));
    }
  });

  it('app/capacitor.build.gradle depends on every plugin', () => {
    const build = ler(ANDROID, 'app', 'capacitor.build.gradle');
    const dependencias = todos(/implementation project\(':([^']+)'\)/, build).map((m) => m[1]);
    expect(dependencias.sort()).toEqual(PLUGINS.map(nomeGradle).sort());
  });

  it('the application id, names and MainActivity package are the config appId and appName', () => {
    const gradle = ler(ANDROID, 'app', 'build.gradle');
    expect(gradle).toContain(`namespace = "${config.appId}"`);
    expect(gradle).toContain(`applicationId "${config.appId}"`);
    const strings = ler(ANDROID, 'app', 'src', 'main', 'res', 'values', 'strings.xml');
    const valor = (nome: string) => new RegExp(`<string name="${nome}">([^<]*)</string>`).exec(strings)?.[1];
    expect(valor('app_name')).toBe(config.appName);
    expect(valor('title_activity_main')).toBe(config.appName);
    expect(valor('package_name')).toBe(config.appId);
    expect(valor('custom_url_scheme')).toBe(config.appId);
    const activity = ler(
      ANDROID,
      'app',
      'src',
      'main',
      'java',
      ...(config.appId ?? '').split('.'),
      'MainActivity.java',
    );
    expect(activity).toContain(`package ${config.appId};`);
  });

  it('declares the permissions the native behaviours need, and keeps its launcher icons', () => {
    const manifest = ler(ANDROID, 'app', 'src', 'main', 'AndroidManifest.xml');
    expect(manifest).toContain('android.permission.POST_NOTIFICATIONS');
    expect(manifest).toContain('android.permission.INTERNET');
    for (const densidade of ['mdpi', 'hdpi', 'xhdpi', 'xxhdpi', 'xxxhdpi']) {
      expect(
        existsSync(join(ANDROID, 'app', 'src', 'main', 'res', `mipmap-${densidade}`, 'ic_launcher.png')),
      ).toBe(true);
    }
  });
});

describe('android/ and ios/ together', () => {
  it('ship the same build number (what App.getInfo().build reports and coddao 176 is compared with)', () => {
    const versionCode = /versionCode (\d+)/.exec(ler(ANDROID, 'app', 'build.gradle'))?.[1];
    const builds = todos(
      /CURRENT_PROJECT_VERSION = (\d+);/,
      ler(IOS, 'App', 'App.xcodeproj', 'project.pbxproj'),
    ).map((m) => m[1]);
    expect(versionCode).toMatch(/^\d+$/);
    expect(builds.length).toBeGreaterThan(0);
    expect(new Set(builds)).toEqual(new Set([versionCode]));
  });
});

describe('ios/', () => {
  it('CapApp-SPM/Package.swift lists every plugin at the installed folders and the installed Capacitor', () => {
    const spm = join(IOS, 'App', 'CapApp-SPM');
    const manifesto = ler(spm, 'Package.swift');
    const pacotes = todos(/\.package\(name: "([^"]+)", path: "([^"]+)"\)/, manifesto).map((m) =>
      realpathSync(resolve(spm, m[2] ?? '')),
    );
    expect(pacotes.sort()).toEqual(PLUGINS.map(pastaDoPacote).sort());
    const versaoIos = (
      JSON.parse(readFileSync(join(pastaDoPacote('@capacitor/ios'), 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(manifesto).toContain(`capacitor-swift-pm.git", exact: "${versaoIos}"`);
  });

  it('the bundle id and display name are the config appId and appName; push is entitled', () => {
    const projeto = ler(IOS, 'App', 'App.xcodeproj', 'project.pbxproj');
    const ids = todos(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/, projeto).map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([config.appId]));
    expect(projeto).toContain('CODE_SIGN_ENTITLEMENTS = App/App.entitlements;');
    expect(ler(IOS, 'App', 'App', 'App.entitlements')).toContain('<key>aps-environment</key>');
    const plist = ler(IOS, 'App', 'App', 'Info.plist');
    expect(/<key>CFBundleDisplayName<\/key>\s*<string>([^<]*)<\/string>/.exec(plist)?.[1]).toBe(
      config.appName,
    );
    expect(ler(IOS, 'App', 'App', 'AppDelegate.swift')).toContain(
      'capacitorDidRegisterForRemoteNotifications',
    );
  });
});

/** Files `cap sync` generates (git-ignored by the projects' own .gitignore files). */
function gerado(caminho: string): boolean {
  const p = caminho.split(sep).join('/');
  return (
    /(^|\/)capacitor\.(config|plugins)\.json$/.test(p) ||
    /(^|\/)config\.xml$/.test(p) ||
    p.includes('/assets/public/') ||
    p.includes('App/App/public/') ||
    p.includes('capacitor-cordova-android-plugins/') ||
    p.includes('capacitor-cordova-ios-plugins/')
  );
}

function arquivos(raiz: string): Map<string, string> {
  const mapa = new Map<string, string>();
  const visitar = (dir: string) => {
    for (const entrada of readdirSync(dir, { withFileTypes: true })) {
      const caminho = join(dir, entrada.name);
      if (entrada.isDirectory()) visitar(caminho);
      else mapa.set(relative(raiz, caminho), readFileSync(caminho).toString('base64'));
    }
  };
  visitar(raiz);
  return mapa;
}

describe('npx cap sync', () => {
  const temporarios: string[] = [];
  afterAll(() => {
    for (const t of temporarios) rmSync(t, { recursive: true, force: true });
  });

  it('on a copy of apps/web changes no committed file and writes this config and plugin list', () => {
    // Same depth as the repository (root/apps/web beside root/node_modules) so the relative paths the CLI
    // writes are the committed ones; NODE_PRESERVE_SYMLINKS keeps them from resolving through the link.
    const raiz = mkdtempSync(join(tmpdir(), 'portal-cap-sync-'));
    temporarios.push(raiz);
    const copia = join(raiz, 'apps', 'web');
    mkdirSync(join(copia, 'dist'), { recursive: true });
    symlinkSync(dirname(dirname(pastaDoPacote('@capacitor/cli'))), join(raiz, 'node_modules'));
    for (const item of ['package.json', 'capacitor.config.ts', 'android', 'ios']) {
      cpSync(join(WEB, item), join(copia, item), {
        recursive: true,
        filter: (origem) =>
          !/[\\/](build|\.build|\.gradle|DerivedData|Pods|xcuserdata)$/.test(origem) &&
          !gerado(relative(WEB, origem)),
      });
    }
    writeFileSync(join(copia, 'dist', 'index.html'), '<!doctype html><title>Portal</title>');
    const antes = arquivos(copia);

    const resultado = spawnSync(process.execPath, [join(WEB, 'scripts', 'cap-cli.mjs'), 'sync'], {
      env: {
        ...process.env,
        CAP_PROJECT_DIR: copia,
        NODE_PRESERVE_SYMLINKS: '1',
        CI: '1',
        // The real API of this run: its /config.json is baked into both bundles.
        PORTAL_CONFIG_URL: new URL('/config.json', inject('apiUrl')).href,
      },
      encoding: 'utf8',
    });
    expect(resultado.status, `${resultado.stdout}\n${resultado.stderr}`).toBe(0);

    const depois = arquivos(copia);
    const mudados = [...new Set([...antes.keys(), ...depois.keys()])].filter(
      (f) => !f.startsWith(`dist${sep}`) && !gerado(f) && antes.get(f) !== depois.get(f),
    );
    expect(mudados).toEqual([]);

    const esperado = JSON.parse(JSON.stringify(config)) as unknown;
    const lerJson = (...partes: string[]) => JSON.parse(readFileSync(join(copia, ...partes), 'utf8'));
    expect(lerJson('android', 'app', 'src', 'main', 'assets', 'capacitor.config.json')).toEqual(esperado);
    // On iOS the CLI adds the Swift plugin classes it found (one per plugin).
    const { packageClassList, ...configIos } = lerJson('ios', 'App', 'App', 'capacitor.config.json');
    expect(configIos).toEqual(esperado);
    expect(packageClassList).toHaveLength(PLUGINS.length);
    const plugins = JSON.parse(
      readFileSync(join(copia, 'android', 'app', 'src', 'main', 'assets', 'capacitor.plugins.json'), 'utf8'),
    ) as { pkg: string }[];
    expect(plugins.map((p) => p.pkg).sort()).toEqual(PLUGINS);
    expect(readFileSync(join(copia, 'ios', 'App', 'App', 'public', 'index.html'), 'utf8')).toContain(
      'Portal',
    );
    expect(
      readFileSync(join(copia, 'android', 'app', 'src', 'main', 'assets', 'public', 'index.html'), 'utf8'),
    ).toContain('Portal');
    const apiAbsoluta = `${new URL(inject('apiUrl')).origin}/api`;
    expect(lerJson('ios', 'App', 'App', 'public', 'config.json').apiBase).toBe(apiAbsoluta);
    expect(lerJson('android', 'app', 'src', 'main', 'assets', 'public', 'config.json').apiBase).toBe(
      apiAbsoluta,
    );
  }, 240_000);
});
