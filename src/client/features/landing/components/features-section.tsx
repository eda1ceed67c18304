import { PetArt } from '../../../components/pet-art';
import { cn } from '../../../lib/cn';
import { LANDING_FEATURES } from '../landing-content';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 bg-white py-20 md:py-28"
    >
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading
          id="features-title"
          eyebrow="Why Petmatch"
          title="Dating that finally feels fun"
          intro="Your pet is your icebreaker, your wingmate and the best personality test you never had to fill in."
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING_FEATURES.map((f) => (
            <li
              key={f.title}
              className="group flex flex-col overflow-hidden rounded-3xl bg-canvas ring-1 ring-ink-100 transition hover:-translate-y-1 hover:shadow-card"
            >
              <div
                className={cn(
                  'relative flex h-44 items-end justify-center bg-gradient-to-br',
                  f.tint,
                )}
              >
                <PetArt
                  type={f.pet.type}
                  variant={f.pet.variant}
                  mood="happy"
                  size={150}
                  className="translate-y-2"
                  animate={false}
                />
                <span className="absolute left-4 top-4 flex h-11 w-11 items-center justify-center rounded-2xl bg-white text-brand-500 shadow-card">
                  <f.icon className="h-5.5 w-5.5" aria-hidden="true" />
                </span>
              </div>
              <div className="flex-1 p-5">
                <h3 className="text-lg font-extrabold text-ink-900">{f.title}</h3>
                <p className="mt-2 text-body leading-relaxed text-ink-500">{f.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
