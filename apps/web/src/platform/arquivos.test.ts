import { Directory, Filesystem } from '@capacitor/filesystem';
import { FileOpener } from '@capawesome-team/capacitor-file-opener';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobParaBase64, nomeContracheque, salvarContracheque } from './arquivos.ts';
import { usarPlataforma } from './test-plataforma.ts';

vi.mock('@capacitor/filesystem', () => ({
  Directory: { Documents: 'DOCUMENTS', Data: 'DATA', Cache: 'CACHE' },
  Filesystem: {
    writeFile: vi.fn(async ({ path }: { path: string }) => ({
      uri: `file:///storage/emulated/0/Documents/${path}`,
    })),
  },
}));
vi.mock('@capawesome-team/capacitor-file-opener', () => ({
  FileOpener: { openFile: vi.fn(async () => {}) },
}));

const PDF = new Blob(['%PDF-1.4\n'], { type: 'application/pdf' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('nomeContracheque / blobParaBase64', () => {
  it('names payslips contracheque_{timestamp}.pdf', () => {
    expect(nomeContracheque(1_763_788_800_000)).toBe('contracheque_1763788800000.pdf');
    vi.useFakeTimers({ now: 1_700_000_000_123 });
    expect(nomeContracheque()).toBe('contracheque_1700000000123.pdf');
  });

  it('encodes bytes as plain base64 (no data-URL prefix), large files included', async () => {
    expect(await blobParaBase64(PDF)).toBe('JVBERi0xLjQK');
    expect(await blobParaBase64(new Blob([new Uint8Array([0, 255, 128])]))).toBe('AP+A');
    // 210000 bytes: several 0x8000 chunks, a multiple of 3 so every group of 'AAA' is 'QUFB'.
    const grande = await blobParaBase64(new Blob([new Uint8Array(210_000).fill(65)]));
    expect(grande.length).toBe(280_000);
    expect(grande === 'QUFB'.repeat(70_000)).toBe(true);
  });
});

describe('salvarContracheque', () => {
  it.each(['android', 'ios'] as const)(
    'on %s saves to Documents and opens it with the system viewer',
    async (plataforma) => {
      usarPlataforma(plataforma);
      vi.useFakeTimers({ now: 1_763_788_800_000 });
      await expect(salvarContracheque(PDF)).resolves.toBe(true);
      expect(Filesystem.writeFile).toHaveBeenCalledExactlyOnceWith({
        path: 'contracheque_1763788800000.pdf',
        data: 'JVBERi0xLjQK',
        directory: Directory.Documents,
        recursive: true,
      });
      expect(FileOpener.openFile).toHaveBeenCalledExactlyOnceWith({
        path: 'file:///storage/emulated/0/Documents/contracheque_1763788800000.pdf',
        mimeType: 'application/pdf',
      });
    },
  );

  it.each(['android', 'ios'] as const)(
    'on %s a failure rejects with "Falha ao abrir o arquivo."',
    async (plataforma) => {
      usarPlataforma(plataforma);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.mocked(FileOpener.openFile).mockRejectedValueOnce(new Error('No app can open this file'));
      await expect(salvarContracheque(PDF, 'contracheque_1.pdf')).rejects.toThrow(
        'Falha ao abrir o arquivo.',
      );
      vi.mocked(Filesystem.writeFile).mockRejectedValueOnce(new Error('disk full'));
      await expect(salvarContracheque(PDF, 'contracheque_2.pdf')).rejects.toThrow(
        'Falha ao abrir o arquivo.',
      );
      expect(FileOpener.openFile).toHaveBeenCalledTimes(1);
    },
  );

  it('on the web returns false without touching the file system, so the caller opens a tab', async () => {
    usarPlataforma('web');
    await expect(salvarContracheque(PDF)).resolves.toBe(false);
    expect(Filesystem.writeFile).not.toHaveBeenCalled();
    expect(FileOpener.openFile).not.toHaveBeenCalled();
  });
});
