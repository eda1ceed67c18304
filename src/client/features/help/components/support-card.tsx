import { LifeBuoy, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { APP_NAME } from '../../../../shared/constants';

/** The footer of the Help screen: where to turn when the FAQ is not enough. */
export function SupportCard({ onBrowseAll }: { onBrowseAll: () => void }) {
  return (
    <section
      aria-labelledby="support-title"
      className="rounded-3xl bg-gradient-to-br from-grape-500 to-brand-500 p-5 text-white shadow-lift"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 items-center justify-center rounded-2xl bg-white/20"
        >
          <LifeBuoy className="h-6 w-6" />
        </span>
        <h2 id="support-title" className="text-lg font-extrabold">
          Still need help?
        </h2>
      </div>
      <p className="mt-3 text-body leading-relaxed text-white/90">
        Try a different word in the search, or browse every topic from the top.
      </p>
      <p className="mt-2 flex gap-2 text-body leading-relaxed text-white/90">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>
          Someone making you uncomfortable? Use Block or Report on their profile or in your chat:
          our moderation team reviews every report.
        </span>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={onBrowseAll}
          className="h-11 rounded-2xl bg-white text-body font-bold text-brand-600 transition hover:bg-brand-50 active:scale-[0.98]"
        >
          Browse all topics
        </button>
        <Link
          to="/about"
          className="inline-flex h-11 items-center justify-center rounded-2xl text-body font-bold text-white ring-[1.5px] ring-white/60 transition ring-inset hover:bg-white/10 active:scale-[0.98]"
        >
          About {APP_NAME}
        </Link>
      </div>
    </section>
  );
}
