import { Gamepad2, Heart, Sparkles } from 'lucide-react';
import { PetArt } from '../../../../components/pet-art';
import { Button } from '../../../../components/ui/button';

const POINTS = [
  { icon: Heart, text: 'Feed, groom and train your pet every day' },
  { icon: Gamepad2, text: 'Play games to earn coins and level up' },
  { icon: Sparkles, text: 'Meet people who care the way you do' },
];

export function WelcomeStep({ onNext }: { onNext: () => void }) {
  return (
    <div className="flex flex-1 flex-col">
      <div className="relative mx-auto mt-2 h-64 w-full max-w-xs" aria-hidden="true">
        <div className="absolute inset-6 rounded-full bg-gradient-to-br from-brand-200/70 via-grape-200/60 to-coin-100 blur-2xl" />
        <PetArt
          type="dragon"
          variant="fire"
          mood="happy"
          size={150}
          className="absolute left-1/2 top-6 -translate-x-1/2"
        />
        <div className="absolute bottom-2 left-0 animate-float [animation-delay:.4s]">
          <PetArt type="cat" variant="orange" mood="happy" size={100} />
        </div>
        <div className="absolute bottom-0 right-0 animate-float [animation-delay:1.1s]">
          <PetArt type="dog" variant="corgi" mood="happy" size={104} />
        </div>
        <div className="absolute left-2 top-0 animate-float [animation-delay:1.7s]">
          <PetArt type="phoenix" variant="cosmic" mood="happy" size={76} />
        </div>
      </div>
      <h1 className="mt-4 text-center text-3xl font-black leading-tight text-ink-900">
        Meet your new
        <br />
        <span className="bg-gradient-to-r from-brand-500 to-grape-500 bg-clip-text text-transparent">
          best friend
        </span>
      </h1>
      <p className="mx-auto mt-3 max-w-xs text-center text-body text-ink-500">
        Your pet is the heart of Petmatch. The way you care for it helps us find your people.
      </p>
      <ul className="mx-auto mt-6 flex w-full max-w-sm flex-col gap-2.5">
        {POINTS.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-bold text-ink-700 shadow-card"
          >
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <Button size="lg" block onClick={onNext}>
          Let&apos;s Go
        </Button>
      </div>
    </div>
  );
}
