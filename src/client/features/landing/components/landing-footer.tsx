import { APP_NAME, APP_VERSION } from '../../../../shared/constants';
import { Logo } from '../../../components/ui/logo';
import { LANDING_SECTIONS } from '../landing-content';
import { scrollToSection } from '../scroll-spy';
import { LandingLink } from './landing-link';
import { LEGAL_PAGES } from '../../legal/legal-pages';

export function LandingFooter() {
  return (
    <footer className="bg-ink-900 text-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 md:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 md:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-body leading-relaxed text-white/65">
            The dating app where the pet you raise and the games you play help you meet your person.
            For adults 18+.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-extrabold uppercase tracking-widest text-white/50">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5">
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  data-scroll-to={s.id}
                  onClick={(e) => {
                    e.preventDefault();
                    scrollToSection(s.id);
                  }}
                  className="font-semibold text-white/80 transition hover:text-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account">
          <h2 className="text-sm font-extrabold uppercase tracking-widest text-white/50">
            Account
          </h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <LandingLink
                to="/login"
                className="font-semibold text-white/80 transition hover:text-white"
              >
                Sign In
              </LandingLink>
            </li>
            <li>
              <LandingLink
                to="/register"
                className="font-semibold text-white/80 transition hover:text-white"
              >
                Create Account
              </LandingLink>
            </li>
          </ul>
        </nav>
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-sm font-extrabold uppercase tracking-widest text-white/50">
            Community
          </h2>
          <p className="mt-4 text-body text-white/65">
            Meet pet lovers near you, with a pet of your own by your side.
          </p>
          <LandingLink
            to="/register"
            className="mt-4 inline-flex h-11 items-center justify-center rounded-2xl bg-gradient-to-r from-brand-500 to-grape-500 px-5 font-extrabold text-white shadow-lift transition hover:brightness-110"
          >
            Join Community
          </LandingLink>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The prerendered year may be older than the visitor's clock (landing.html). */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-5 text-sm text-white/50">
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {APP_NAME} · Version {APP_VERSION}
          </p>
          <nav aria-label="Legal" className="flex gap-5">
            {LEGAL_PAGES.map((page) => (
              <LandingLink
                key={page.to}
                to={page.to}
                className="font-semibold transition hover:text-white"
              >
                {page.label}
              </LandingLink>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
