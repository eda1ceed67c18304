/**
 * The 'Main' label on the first photo. At the bottom: the top-right corner holds the photo's delete
 * button on /profile/edit, which a top label would run into on a 320 px screen.
 */
export function MainBadge() {
  return (
    <span className="absolute bottom-1.5 left-1.5 rounded-full bg-gradient-to-r from-brand-500 to-grape-500 px-2 py-0.5 text-caption font-extrabold text-white shadow-sm">
      Main
    </span>
  );
}
