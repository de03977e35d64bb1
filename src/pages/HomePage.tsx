// The home page: its sections in the spec's order (the header and footer come from the layout).
import { AdvisoryBoard } from '../sections/AdvisoryBoard';
import { FeaturedResearch } from '../sections/FeaturedResearch';
import { Hero } from '../sections/Hero';
import { ImpactMatrix } from '../sections/ImpactMatrix';
import { Mission } from '../sections/Mission';
import { ResearchFocus } from '../sections/ResearchFocus';
import { Team } from '../sections/Team';

export default function HomePage() {
  return (
    <>
      <Hero />
      <Mission />
      <ResearchFocus />
      <ImpactMatrix />
      <FeaturedResearch />
      <Team />
      <AdvisoryBoard />
    </>
  );
}
