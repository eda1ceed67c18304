import { Star } from 'lucide-react';

/**
 * The 'Main' label on the first photo, with the filled star that the other photos' star buttons
 * (on /profile/edit) echo. At the bottom: the top-right corner holds the photo's delete button on
 * /profile/edit, which a top label would run into on a 320 px screen.
 */
export function MainBadge() {
  return (
    <span className="pointer-events-none absolute bottom-1.5 left-1.5 inline-flex items-center gap-0.5 rounded-full bg-gradient-to-r from-brand-500 to-grape-500 px-2 py-0.5 text-caption font-extrabold text-white shadow-sm">
      <Star className="h-3 w-3 fill-current" aria-hidden="true" />
      Main
    </span>
  );
}
