import { CtaSection } from '../components/cta-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';

/** Spec section 2 "Landing" (/), for signed-out visitors. */
export function Component() {
  return (
    <div className="min-h-dvh overflow-x-clip bg-canvas">
      <LandingHeader />
      <main>
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
