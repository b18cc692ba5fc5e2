import { DemoRequestSection } from '../../features/landing/components/DemoRequestSection';
import { Features } from '../../features/landing/components/Features';
import { Hero } from '../../features/landing/components/Hero';
import { MonetisationModels } from '../../features/landing/components/MonetisationModels';
import { PartnerShowcase } from '../../features/landing/components/PartnerShowcase';

/** `/`: the public landing page (spec 1 §2.3). */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <Features />
      <MonetisationModels />
      <PartnerShowcase />
      <DemoRequestSection />
    </>
  );
}
