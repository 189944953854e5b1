import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../lib/session/session-provider.tsx';
import { useFeedback } from '../ui/feedback.tsx';
import { pontePlataforma } from './ponte-plataforma.ts';

/** Hands the router and the alert to the native layer, and runs its after-login steps on each login. */
export function PlataformaNativa() {
  const navigate = useNavigate();
  const { alert } = useFeedback();
  const { loggedIn } = useSession();

  useEffect(() => {
    pontePlataforma.navigate = (path) => navigate(path);
    pontePlataforma.alert = alert;
  }, [navigate, alert]);

  // Logged in at start-up (restored session) counts as a login for the build check and push registration.
  const antes = useRef(false);
  useEffect(() => {
    if (loggedIn && !antes.current)
      void pontePlataforma.plataforma?.then((p) => p.aposLogin()).catch(() => {});
    antes.current = loggedIn;
  }, [loggedIn]);

  return null;
}
