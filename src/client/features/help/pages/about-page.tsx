import { CircleQuestionMark } from 'lucide-react';
import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '../../../../shared/constants';
import { PetArt } from '../../../components/pet-art';
import { buttonClass } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import {
  ABOUT_BUILT_WITH,
  ABOUT_DESCRIPTION,
  ABOUT_FEATURES,
  ABOUT_PHILOSOPHY,
} from '../about-content';
import { AboutFeatureCard } from '../components/about-feature-card';
import { LEGAL_PAGES } from '../../legal/legal-pages';
import { PageHeader } from '../../../components/ui/page-header';

const HERO_PETS = [
  { type: 'phoenix', variant: 'fire', size: 78, className: '-rotate-6 translate-y-1' },
  { type: 'cat', variant: 'orange', size: 92, className: '' },
  { type: 'dragon', variant: 'water', size: 104, className: '-translate-y-1' },
  { type: 'dog', variant: 'corgi', size: 88, className: 'rotate-3' },
] as const;

export function Component() {
  return (
    <div>
      <PageHeader title="About" back />
      <div className="space-y-5 px-4 pb-6">
        <section
          aria-labelledby="about-title"
          className="overflow-hidden rounded-3xl bg-surface text-center shadow-card"
        >
          <div
            aria-hidden="true"
            className="flex h-32 items-end justify-center -space-x-5 bg-gradient-to-br from-brand-100 via-grape-100 to-coin-100 px-2"
          >
            {HERO_PETS.map((p) => (
              <PetArt
                key={p.type}
                type={p.type}
                variant={p.variant}
                mood="happy"
                size={p.size}
                className={p.className}
              />
            ))}
          </div>
          <div className="px-5 pb-6 pt-5">
            <h2 id="about-title" className="flex justify-center">
              <Logo size="lg" />
            </h2>
            <p className="mt-1 text-sm font-bold uppercase tracking-wider text-brand-700">
              Dating with a pet at heart
            </p>
            <p className="mt-3 text-body leading-relaxed text-ink-500">{ABOUT_DESCRIPTION}</p>
          </div>
        </section>

        <section aria-labelledby="features-title">
          <h2 id="features-title" className="mb-3 px-1 text-lg font-extrabold text-ink-900">
            What makes {APP_NAME} different
          </h2>
          <ul className="grid grid-cols-2 gap-3">
            {ABOUT_FEATURES.map((f) => (
              <AboutFeatureCard key={f.title} feature={f} />
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="philosophy-title"
          className="rounded-3xl bg-gradient-to-br from-brand-500 to-grape-500 p-5 text-white shadow-lift"
        >
          <h2 id="philosophy-title" className="text-lg font-extrabold">
            Our philosophy
          </h2>
          {ABOUT_PHILOSOPHY.map((paragraph) => (
            <p key={paragraph} className="mt-2.5 text-body leading-relaxed text-white/90">
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="credits-title" className="rounded-3xl bg-surface p-5 shadow-card">
          <h2 id="credits-title" className="text-lg font-extrabold text-ink-900">
            Credits
          </h2>
          <p className="mt-2 text-body leading-relaxed text-ink-500">
            Made with care by the {APP_NAME} team. Every pet is drawn in SVG, just for {APP_NAME}.
          </p>
          <p className="mt-3 text-sm font-bold text-ink-700">Built with open-source software</p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Open-source software">
            {ABOUT_BUILT_WITH.map((name) => (
              <li
                key={name}
                className="rounded-full bg-grape-50 px-2.5 py-1 text-xs font-bold text-grape-700"
              >
                {name}
              </li>
            ))}
          </ul>
          <dl className="mt-4 flex items-center justify-between rounded-2xl bg-canvas px-4 py-3">
            <dt className="text-sm font-bold text-ink-500">Version</dt>
            <dd className="font-mono text-sm font-bold text-ink-900">{APP_VERSION}</dd>
          </dl>
          <p className="mt-3 text-center text-xs text-ink-500">© {APP_NAME}. For adults only.</p>
        </section>

        <Link to="/help" className={buttonClass('secondary', 'lg', true)}>
          <CircleQuestionMark aria-hidden="true" className="h-5 w-5 text-brand-500" />
          Help & Support
        </Link>
        <nav
          aria-label="Legal"
          className="flex justify-center gap-5 text-sm font-bold text-ink-500"
        >
          {LEGAL_PAGES.map((page) => (
            <Link
              key={page.to}
              to={page.to}
              className="underline underline-offset-2 hover:text-ink-700"
            >
              {page.label}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}
