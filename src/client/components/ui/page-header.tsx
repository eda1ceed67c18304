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
    <header className="sticky top-0 z-30 box-content flex h-14 items-center gap-2 bg-canvas/85 px-4 pt-[env(safe-area-inset-top)] backdrop-blur-md">
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
      {/* Focusable from script: where focus goes when the control that had it is removed. */}
      <h1
        tabIndex={-1}
        className="flex-1 truncate text-xl font-extrabold text-ink-900 focus:outline-none"
      >
        {title}
      </h1>
      {actions ? <div className="flex items-center gap-1">{actions}</div> : null}
    </header>
  );
}
