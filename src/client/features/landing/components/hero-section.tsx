import { ArrowRight, Check, Coins, Heart, Sparkles } from 'lucide-react';
import { ECONOMY } from '../../../../shared/constants';
import { PetArt } from '../../../components/pet-art';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { scrollToSection } from '../scroll-spy';
import { LandingLink } from './landing-link';

export function HeroSection() {
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative scroll-mt-16 overflow-hidden pb-16 pt-24 md:pb-24 md:pt-32"
    >
      <Backdrop />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-5 md:grid-cols-[1.05fr_1fr] md:gap-8">
        <div className="text-center md:text-left">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/80 px-3.5 py-1.5 text-note font-extrabold text-brand-600 shadow-sm ring-1 ring-brand-100">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Tired of boring dating apps?
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.6rem] font-black leading-[1.05] tracking-tight text-ink-900 md:text-6xl"
          >
            Find love through the{' '}
            <span className="bg-gradient-to-r from-brand-500 to-grape-500 bg-clip-text text-transparent">
              pet you raise
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-md text-lead leading-relaxed text-ink-500 md:mx-0 md:text-lg">
            Endless swiping is boring. On Petmatch you adopt a virtual pet, play games and get
            matched by how you care and play, with people who do it the way you do.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center md:justify-start">
            <LandingLink to="/register" className={buttonClass('primary', 'lg')}>
              Create Free Account
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </LandingLink>
            <button
              type="button"
              className={buttonClass('secondary', 'lg')}
              data-scroll-to="how-it-works"
              onClick={() => scrollToSection('how-it-works')}
            >
              See How It Works
            </button>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-2 text-note font-bold text-ink-500 md:justify-start">
            {['Free to play', 'Adults 18+ only', 'No subscription'].map((note) => (
              <li key={note} className="inline-flex items-center gap-1">
                <Check className="h-4 w-4 text-brand-500" strokeWidth={3} aria-hidden="true" />
                {note}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

function Backdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -left-24 -top-24 h-80 w-80 rounded-full bg-brand-200/50 blur-3xl" />
      <div className="absolute -right-24 top-40 h-96 w-96 rounded-full bg-grape-200/60 blur-3xl" />
      <div className="absolute bottom-0 left-1/3 h-64 w-64 rounded-full bg-coin-100/70 blur-3xl" />
    </div>
  );
}

/** Two pets meeting over a heart: the whole pitch in one picture. */
function HeroArt() {
  return (
    <div className="relative mx-auto w-full max-w-[360px] md:max-w-[460px]">
      <div className="relative aspect-square">
        <div className="absolute inset-[6%] rounded-full bg-gradient-to-br from-brand-100 via-white to-grape-100 shadow-[inset_0_0_0_10px_rgb(255_255_255/0.7)]" />
        <div className="absolute inset-[18%] rounded-full border-2 border-dashed border-brand-200/80" />

        <div className="absolute bottom-[12%] left-[2%] w-[52%]">
          <PetArt
            type="dragon"
            variant="fire"
            mood="happy"
            size={400}
            className="h-auto w-full drop-shadow-xl"
            title="A happy fire dragon"
          />
        </div>
        <div className="absolute bottom-[12%] right-[2%] w-[50%] -scale-x-100">
          <PetArt
            type="cat"
            variant="orange"
            mood="happy"
            accessories={['bow']}
            size={400}
            className="h-auto w-full drop-shadow-xl"
            title="A happy orange cat with a bow"
          />
        </div>

        <div className="absolute left-1/2 top-[16%] -translate-x-1/2 animate-float">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-grape-500 text-white shadow-lift md:h-20 md:w-20">
            <Heart className="h-8 w-8 fill-current md:h-10 md:w-10" aria-hidden="true" />
          </span>
        </div>

        <Chip className="left-0 top-[6%] md:-left-4">
          <Heart className="h-4 w-4 fill-brand-500 text-brand-500" aria-hidden="true" />
          It&apos;s a Match!
        </Chip>
        <Chip className="bottom-[2%] right-[6%] [animation-delay:1.2s]">
          <Coins className="h-4 w-4 text-coin-500" aria-hidden="true" />+{ECONOMY.newMatchCoins}{' '}
          coins
        </Chip>
      </div>
    </div>
  );
}

function Chip({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'absolute inline-flex animate-float items-center gap-1.5 rounded-full bg-white px-3.5 py-2 text-sm font-extrabold text-ink-900 shadow-card ring-1 ring-ink-100',
        className,
      )}
    >
      {children}
    </span>
  );
}
