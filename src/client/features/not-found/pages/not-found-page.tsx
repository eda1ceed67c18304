import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';

export function Component() {
  const { isAuthenticated } = useSession();
  return (
    // Outside the app's layout: its own main landmark, so a screen reader can jump to it.
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-8 text-center">
      <p className="bg-gradient-to-r from-brand-500 to-grape-500 bg-clip-text text-7xl font-black text-transparent">
        404
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-ink-900">Page not found</h1>
      <p className="mt-2 text-ink-500">
        This page wandered off like a curious kitten. Let's get you back home.
      </p>
      <Link to={isAuthenticated ? '/home' : '/'} className={buttonClass('primary', 'lg') + ' mt-8'}>
        {isAuthenticated ? 'Back to Home' : 'Go to Petmatch'}
      </Link>
    </main>
  );
}
