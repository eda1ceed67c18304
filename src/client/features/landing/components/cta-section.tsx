import { Gift, ShieldCheck, Smartphone } from 'lucide-react';
import { PetArt } from '../../../components/pet-art';
import { cn } from '../../../lib/cn';
import { LandingLink } from './landing-link';

const NOTES = [
  { label: 'Safe and Secure', icon: ShieldCheck },
  { label: 'Mobile Optimized', icon: Smartphone },
  { label: 'Always Free', icon: Gift },
] as const;

const ctaButton =
  'inline-flex h-13 items-center justify-center rounded-2xl px-6 text-base font-extrabold transition active:scale-[0.98]';

export function CtaSection() {
  return (
    <section
      id="get-started"
      aria-labelledby="cta-title"
      className="scroll-mt-16 px-5 pb-20 pt-4 md:pb-28"
    >
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-500 via-brand-600 to-grape-600 px-6 pb-10 pt-12 text-center text-white shadow-lift md:px-16 md:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -left-16 -top-16 h-56 w-56 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -right-10 h-72 w-72 rounded-full bg-white/10"
        />
        <div className="relative">
          <div className="mx-auto -mt-2 mb-4 flex w-fit items-end justify-center">
            <PetArt
              type="phoenix"
              variant="fire"
              mood="happy"
              size={96}
              className="md:h-32 md:w-32"
              animate={false}
            />
            <PetArt
              type="dog"
              variant="golden"
              mood="happy"
              size={112}
              className="-ml-4 md:h-36 md:w-36"
              animate={false}
            />
          </div>
          <h2 id="cta-title" className="text-3xl font-black leading-tight md:text-5xl">
            Ready to date smarter?
          </h2>
          <p className="mx-auto mt-3 max-w-lg text-[1rem] leading-relaxed text-white/85 md:text-lg">
            Adopt your first pet for free and start meeting people who play the way you do.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LandingLink
              to="/register"
              className={cn(ctaButton, 'bg-white text-brand-600 shadow-xl')}
            >
              Start Dating Smart
            </LandingLink>
            <LandingLink
              to="/login"
              className={cn(
                ctaButton,
                'bg-white/10 text-white ring-2 ring-white/60 hover:bg-white/20',
              )}
            >
              Sign In
            </LandingLink>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-bold text-white/90">
            {NOTES.map((n) => (
              <li key={n.label} className="inline-flex items-center gap-1.5">
                <n.icon className="h-4.5 w-4.5" aria-hidden="true" />
                {n.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
