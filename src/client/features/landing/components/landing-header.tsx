import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Menu, X } from 'lucide-react';
import { TIMING } from '../../../../shared/constants';
import { buttonClass } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import { LANDING_SECTION_IDS, LANDING_SECTIONS } from '../landing-content';
import { scrollToSection, useScrollSpy } from '../scroll-spy';
import { LandingLink } from './landing-link';

/** Spec section 2 "Landing": fixed header, scroll-spy anchors, desktop buttons, mobile menu. */
export function LandingHeader() {
  const active = useScrollSpy(LANDING_SECTION_IDS, TIMING.landingHighlightPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const go = (id: string) => {
    setMenuOpen(false);
    scrollToSection(id);
  };

  // The open menu closes like a disclosure should: on Escape (focus back on its button), when
  // Tab leaves the header, and on a tap anywhere outside the header.
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setMenuOpen(false);
  };

  return (
    <header
      ref={header}
      onBlur={onBlur}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300',
        scrolled || menuOpen
          ? 'bg-white/90 shadow-[0_1px_0_rgb(31_22_48/0.06),0_8px_24px_-12px_rgb(31_22_48/0.18)] backdrop-blur-md'
          : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-5">
        <a
          href="#home"
          onClick={(e) => {
            e.preventDefault();
            go('home');
          }}
          aria-label="Petmatch home"
        >
          <Logo size="sm" />
        </a>

        <nav aria-label="Sections" className="mx-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                <SectionLink
                  id={s.id}
                  label={s.label}
                  active={active === s.id}
                  onGo={go}
                  className="rounded-full px-4 py-2 text-sm"
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LandingLink to="/login" className={buttonClass('ghost', 'sm')}>
            Sign In
          </LandingLink>
          <LandingLink to="/register" className={buttonClass('primary', 'sm')}>
            Get Started
          </LandingLink>
        </div>

        <button
          ref={toggle}
          type="button"
          className="ml-auto flex h-10 w-10 items-center justify-center rounded-full text-ink-900 transition hover:bg-ink-100 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="landing-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
      </div>

      {menuOpen ? (
        <nav
          id="landing-mobile-menu"
          aria-label="Menu"
          className="animate-fade-in border-t border-ink-100 bg-white px-5 pb-5 pt-2 md:hidden"
        >
          <ul className="flex flex-col">
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                <SectionLink
                  id={s.id}
                  label={s.label}
                  active={active === s.id}
                  onGo={go}
                  className="flex rounded-2xl px-4 py-3 text-base"
                />
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <LandingLink to="/login" className={buttonClass('secondary', 'md', true)}>
              Sign In
            </LandingLink>
            <LandingLink to="/register" className={buttonClass('primary', 'md', true)}>
              Get Started
            </LandingLink>
          </div>
        </nav>
      ) : null}
    </header>
  );
}

function SectionLink({
  id,
  label,
  active,
  onGo,
  className,
}: {
  id: string;
  label: string;
  active: boolean;
  onGo: (id: string) => void;
  className?: string;
}) {
  return (
    <a
      href={`#${id}`}
      aria-current={active ? 'true' : undefined}
      onClick={(e) => {
        e.preventDefault();
        onGo(id);
      }}
      className={cn(
        'font-bold transition',
        active
          ? 'bg-brand-50 text-brand-700'
          : 'text-ink-700 hover:bg-ink-100/60 hover:text-ink-900',
        className,
      )}
    >
      {label}
    </a>
  );
}
