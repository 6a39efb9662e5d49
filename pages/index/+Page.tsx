import { FeaturedWork } from '../../components/home/FeaturedWork';
import { Hero } from '../../components/home/Hero';
import { Proof } from '../../components/home/Proof';
import { ServicesSection } from '../../components/home/ServicesSection';
import { AfterHero } from '../../components/layout/HeroEnd';

export default function Page() {
  return (
    <>
      <Hero />
      <AfterHero>
        <ServicesSection />
        <FeaturedWork />
        <Proof />
      </AfterHero>
    </>
  );
}
