import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * The sticky top bar of a signed-in screen: back button, title, actions on the right. On a
 * notched phone it reaches under the status bar (viewport-fit=cover) and pads its content below it.
 */
export function PageHeader({
  title,
  back,
  actions,
}: {
  title: ReactNode;
  /** Path to go back to, or true for history back. */
  back?: string | boolean;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    // With large text the actions (a coin badge, buttons) wrap under the title rather than
    // squeezing it to "Ado…".
    <header className="sticky top-0 z-30 box-content flex min-h-14 flex-wrap items-center gap-x-2 bg-canvas/85 px-4 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      {back ? (
        <button
          type="button"
          aria-label="Back"
          onClick={() => (typeof back === 'string' ? navigate(back) : navigate(-1))}
          className="-ml-2 flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </button>
      ) : null}
      {/* Focusable from script: where focus goes when the control that had it is removed. Two
          lines fit the bar's 3.5rem, so large text shows "Wants to Meet" whole. */}
      <h1
        tabIndex={-1}
        className="line-clamp-2 min-w-[min(7rem,100%)] flex-1 text-xl font-extrabold text-ink-900 wrap-break-word focus:outline-none"
      >
        {title}
      </h1>
      {actions ? <div className="ml-auto flex items-center gap-1">{actions}</div> : null}
    </header>
  );
}
