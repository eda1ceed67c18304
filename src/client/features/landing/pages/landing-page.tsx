import { useNavigate } from 'react-router';
import { LandingNavigateContext } from '../components/landing-link';
import { LandingView } from '../components/landing-view';

/**
 * The app's own `/` route (client-side navigation, e.g. after signing out). A full load of `/`
 * gets the prerendered landing document instead (landing.html).
 */
export function Component() {
  const navigate = useNavigate();
  return (
    <LandingNavigateContext.Provider value={navigate}>
      <LandingView />
    </LandingNavigateContext.Provider>
  );
}
