import { NavContext } from '@ionic/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { type ContextType, useContext } from 'react';
import { expect, it, vi } from 'vitest';
import { LinkApp } from './link-app.tsx';

/** Ionic's navigation context as the shell provides it, with `navigate` observed. */
function comNavegacao(navigate: ContextType<typeof NavContext>['navigate']) {
  function Provedor({ children }: { children: React.ReactNode }) {
    const nav = useContext(NavContext);
    return <NavContext.Provider value={{ ...nav, navigate }}>{children}</NavContext.Provider>;
  }
  return Provedor;
}

it('is a real link that a plain click follows in the app, and any other click leaves to the browser', () => {
  const navigate = vi.fn();
  render(
    <LinkApp routerLink="/notificacoes" routerDirection="root" aria-label="Notificações">
      sino
    </LinkApp>,
    { wrapper: comNavegacao(navigate) },
  );
  const link = screen.getByRole('link', { name: 'Notificações' });
  expect(link.getAttribute('href')).toBe('/notificacoes');

  for (const outro of [
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
  ]) {
    // fireEvent returns false when the default was prevented: the browser must keep these.
    expect(fireEvent.click(link, outro), JSON.stringify(outro)).toBe(true);
  }
  expect(navigate).not.toHaveBeenCalled();

  expect(fireEvent.click(link)).toBe(false);
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate.mock.calls[0]?.slice(0, 2)).toEqual(['/notificacoes', 'root']);
});
