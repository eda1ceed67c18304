/** The 'Main' label on the first photo. */
export function MainBadge() {
  return (
    <span className="absolute left-1.5 top-1.5 rounded-full bg-gradient-to-r from-brand-500 to-grape-500 px-2 py-0.5 text-[11px] font-extrabold text-white shadow-sm">
      Main
    </span>
  );
}
