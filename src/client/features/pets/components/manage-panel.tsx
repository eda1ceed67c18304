import {
  ChevronRight,
  Heart,
  Palette,
  PlusCircle,
  Repeat,
  Shirt,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { CARE } from '../../../../shared/constants';
import type { Pet } from '../../../../shared/schemas/pets';
import { cn } from '../../../lib/cn';

const LINKS: { to: string; label: string; hint: string; icon: LucideIcon; tile: string }[] = [
  {
    to: '/pet-customization',
    label: 'Customize Pet',
    hint: 'Give your pet a new name',
    icon: Palette,
    tile: 'from-pink-400 to-brand-500',
  },
  {
    to: '/shop?tab=inventory',
    label: 'Accessories & Food',
    hint: 'Dress up or feed from your items',
    icon: Shirt,
    tile: 'from-amber-400 to-orange-500',
  },
  {
    to: '/pet-selection',
    label: 'Switch Pet',
    hint: 'Choose which pet is active',
    icon: Repeat,
    tile: 'from-sky-400 to-blue-500',
  },
  {
    to: '/adopt-pet',
    label: 'Adopt New Pet',
    hint: 'Grow your family',
    icon: PlusCircle,
    tile: 'from-emerald-400 to-teal-500',
  },
];

/** A small static shelf of badges, lit up by what the pet has reached; each says how. */
function achievements(pet: Pet) {
  return [
    { icon: '🐣', name: 'First Friend', how: 'Adopt a pet', unlocked: true },
    { icon: '⭐', name: 'Level 5', how: 'Reach level 5', unlocked: pet.level >= 5 },
    { icon: '🏅', name: 'Level 10', how: 'Reach level 10', unlocked: pet.level >= 10 },
    { icon: '💖', name: 'Best Buds', how: 'Happiness 90+', unlocked: pet.happiness >= 90 },
    { icon: '🏆', name: 'Level 25', how: 'Reach level 25', unlocked: pet.level >= 25 },
    {
      icon: '👑',
      name: 'Max Level',
      how: `Reach level ${CARE.maxLevel}`,
      unlocked: pet.level >= CARE.maxLevel,
    },
  ];
}

export function ManagePanel({ pet }: { pet: Pet }) {
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Manage pet" className="overflow-hidden rounded-3xl bg-white shadow-card">
        {LINKS.map(({ to, label, hint, icon: Icon, tile }, i) => (
          <Link
            key={to}
            to={to}
            className={cn(
              'flex items-center gap-3 px-4 py-3.5 transition hover:bg-grape-50/60',
              i > 0 && 'border-t border-ink-100',
            )}
          >
            <span
              className={cn(
                'flex h-11 w-11 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-md',
                tile,
              )}
              aria-hidden="true"
            >
              <Icon className="h-5 w-5" />
            </span>
            <span className="flex-1">
              <span className="block font-extrabold text-ink-900">{label}</span>
              <span className="block text-xs text-ink-500">{hint}</span>
            </span>
            <ChevronRight className="h-5 w-5 text-ink-300" aria-hidden="true" />
          </Link>
        ))}
      </nav>
      <section
        aria-labelledby="achievements-title"
        className="rounded-3xl bg-white p-4 shadow-card"
      >
        <h2
          id="achievements-title"
          className="flex items-center gap-2 text-lg font-extrabold text-ink-900"
        >
          <Heart className="h-5 w-5 text-brand-500" aria-hidden="true" />
          Achievements
        </h2>
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {achievements(pet).map((a) => (
            <li
              key={a.name}
              className={cn(
                'flex flex-col items-center gap-1 rounded-2xl p-2.5 text-center',
                a.unlocked
                  ? 'bg-gradient-to-b from-coin-100 to-white ring-1 ring-coin-400/40'
                  : 'bg-ink-100/60',
              )}
            >
              <span
                className={cn('text-2xl', !a.unlocked && 'opacity-30 grayscale')}
                aria-hidden="true"
              >
                {a.icon}
              </span>
              <span
                className={cn(
                  'text-caption font-extrabold',
                  a.unlocked ? 'text-ink-900' : 'text-ink-500',
                )}
              >
                {a.name}
              </span>
              <span className="text-caption leading-tight text-ink-500">{a.how}</span>
              <span className="sr-only">{a.unlocked ? 'unlocked' : 'locked'}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
