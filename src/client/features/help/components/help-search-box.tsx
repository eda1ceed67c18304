import { Search, X } from 'lucide-react';
import { forwardRef } from 'react';

/** The Help screen's search field, with its own clear button. */
export const HelpSearchBox = forwardRef<
  HTMLInputElement,
  { value: string; onChange: (value: string) => void }
>(function HelpSearchBox({ value, onChange }, ref) {
  return (
    <div role="search" className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-300"
      />
      <input
        ref={ref}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        aria-label="Search help articles"
        placeholder="Search questions, e.g. energy"
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-2xl border-0 bg-white pl-12 pr-12 text-body text-ink-900 shadow-lift placeholder:text-ink-500 focus:outline-none focus:ring-4 focus:ring-white/50 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear text"
          onClick={() => onChange('')}
          className="absolute right-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100"
        >
          <X aria-hidden="true" className="h-4.5 w-4.5" />
        </button>
      ) : null}
    </div>
  );
});
