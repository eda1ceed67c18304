import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LANDING_HEADER_ID } from '../landing-content';

/**
 * Spec section 2 "Landing" (/), for signed-out visitors. Free of the router, the query client and
 * the session so that the standalone landing document ships only React (landing-main.tsx).
 */
export function LandingView() {
  return (
    <div className="min-h-dvh overflow-x-clip bg-canvas">
      {/* The standalone landing document hydrates this element alone (landing-main.tsx). */}
      <div id={LANDING_HEADER_ID}>
        <LandingHeader />
      </div>
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
