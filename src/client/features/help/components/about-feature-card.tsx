import { PetArt } from '../../../components/pet-art';
import { cn } from '../../../lib/cn';
import type { AboutFeature } from '../about-content';

export function AboutFeatureCard({ feature }: { feature: AboutFeature }) {
  const { title, body, icon: Icon, pet, tint, tile } = feature;
  const id = `feature-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <li>
      <article
        aria-labelledby={id}
        className="flex h-full flex-col overflow-hidden rounded-3xl bg-surface shadow-card"
      >
        <div
          className={cn('relative flex h-24 items-end justify-center bg-gradient-to-br', tint)}
          aria-hidden="true"
        >
          <PetArt
            type={pet.type}
            variant={pet.variant}
            mood="happy"
            size={92}
            animate={false}
            className="translate-y-2"
          />
          <span
            className={cn(
              'absolute left-2.5 top-2.5 flex h-8 w-8 items-center justify-center rounded-xl bg-white shadow-card',
              tile,
            )}
          >
            <Icon className="h-4.5 w-4.5" strokeWidth={2.4} />
          </span>
        </div>
        <div className="flex-1 p-3.5">
          <h3 id={id} className="text-body font-extrabold text-ink-900">
            {title}
          </h3>
          <p className="mt-1 text-note leading-snug text-ink-500">{body}</p>
        </div>
      </article>
    </li>
  );
}
