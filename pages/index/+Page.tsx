import { FeaturedWork } from '../../components/home/FeaturedWork';
import { Hero } from '../../components/home/Hero';
import { Proof } from '../../components/home/Proof';
import { ServicesSection } from '../../components/home/ServicesSection';

export default function Page() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <FeaturedWork />
      <Proof />
    </>
  );
}
