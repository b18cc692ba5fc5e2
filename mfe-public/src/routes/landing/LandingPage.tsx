import { Features } from '../../features/landing/components/Features';
import { Hero } from '../../features/landing/components/Hero';
import { MonetisationModels } from '../../features/landing/components/MonetisationModels';

/** `/`: the public landing page (spec 1 §2.3). */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <Features />
      <MonetisationModels />
    </>
  );
}
