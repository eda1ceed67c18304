import { Logo } from '../components/ui/logo';
import { Spinner } from '../components/ui/spinner';

/**
 * The app document's first paint: the build prerenders it into index.html (vite.config.ts), so a
 * slow phone shows the brand at once instead of a blank page while the app's script downloads.
 * The app keeps showing it while it restores the session and loads the first screen's data.
 */
export function AppSplash() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6">
      <Logo size="lg" />
      <Spinner />
    </div>
  );
}
