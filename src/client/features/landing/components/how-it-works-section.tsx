import { LANDING_STEPS } from '../landing-content';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="relative scroll-mt-16 overflow-hidden py-20 md:py-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 top-10 h-96 w-96 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-5">
        <SectionHeading
          id="how-title"
          eyebrow="How It Works"
          title="Six steps from hello to something real"
          intro="Sign up in a minute, then let your pet do the talking."
        />
        <ol className="relative mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-5">
          {LANDING_STEPS.map((step, i) => (
            <li
              key={step.title}
              className="relative flex gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100/60"
            >
              <div className="flex flex-col items-center">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-grape-500 text-white shadow-lift">
                  <step.icon className="h-6 w-6" aria-hidden="true" />
                </span>
              </div>
              <div>
                <p className="text-xs font-extrabold uppercase tracking-widest text-grape-600">
                  Step {i + 1}
                </p>
                <h3 className="mt-0.5 text-lg font-extrabold text-ink-900">{step.title}</h3>
                <p className="mt-1.5 text-body leading-relaxed text-ink-500">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
