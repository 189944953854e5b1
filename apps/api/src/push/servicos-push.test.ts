import { describe, expect, it } from 'vitest';
import { SERVICOS_PUSH_WEB } from '../config/app-settings.ts';
import { servicoPushPermitido } from './servicos-push.ts';

describe('servicoPushPermitido', () => {
  it('the browsers push services and their subdomains, over HTTPS', () => {
    expect(servicoPushPermitido('https://fcm.googleapis.com/fcm/send/abc', SERVICOS_PUSH_WEB)).toBe(true);
    expect(
      servicoPushPermitido('https://updates.push.services.mozilla.com/wpush/v2/x', SERVICOS_PUSH_WEB),
    ).toBe(true);
    expect(servicoPushPermitido('https://web.push.apple.com/QGx', SERVICOS_PUSH_WEB)).toBe(true);
    expect(servicoPushPermitido('https://wns2-par02p.notify.windows.com/w/?token=x', SERVICOS_PUSH_WEB)).toBe(
      true,
    );
  });

  it('nothing else: another host that merely ends alike, plain HTTP, credentials in the URL, garbage', () => {
    expect(servicoPushPermitido('https://evilfcm.googleapis.com/x', SERVICOS_PUSH_WEB)).toBe(false);
    expect(servicoPushPermitido('https://fcm.googleapis.com.exemplo.com/x', SERVICOS_PUSH_WEB)).toBe(false);
    expect(servicoPushPermitido('http://fcm.googleapis.com/x', SERVICOS_PUSH_WEB)).toBe(false);
    expect(servicoPushPermitido('https://u:p@fcm.googleapis.com/x', SERVICOS_PUSH_WEB)).toBe(false);
    expect(servicoPushPermitido('https://127.0.0.1/x', SERVICOS_PUSH_WEB)).toBe(false);
    expect(servicoPushPermitido('não é url', SERVICOS_PUSH_WEB)).toBe(false);
  });

  it('a configured list replaces the default one', () => {
    expect(servicoPushPermitido('https://127.0.0.1:8443/x', ['127.0.0.1'])).toBe(true);
    expect(servicoPushPermitido('https://fcm.googleapis.com/x', ['127.0.0.1'])).toBe(false);
  });
});
