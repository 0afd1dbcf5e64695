import { BulletSection, Lead, NextSteps, Section } from '../components/content-blocks';

/** /about/pre-owned-cars */
export default function PreOwnedCarsPage() {
  return (
    <>
      <Lead>
        Japanese pre-owned vehicles are sought after around the world for a simple reason: strict
        road-worthiness rules, short trips and careful owners mean they leave Japan younger in condition than
        their age suggests.
      </Lead>
      <BulletSection
        title="Why Japanese cars are different"
        items={[
          'Shaken inspections every two years make keeping an older car expensive, so many are sold with low mileage.',
          'Average annual mileage in Japan is around 6,000 km, far below most export markets.',
          'Dealer servicing is the norm, and service books are often complete.',
          'Roads are well maintained and salt is used only in the north, so rust is uncommon.',
        ]}
      />
      <Section title="What we stock">
        <p>
          Our stock covers compact hatchbacks and hybrids such as the Toyota Aqua, Honda Fit and Mazda Demio;
          family wagons and SUVs such as the Corolla Fielder, Subaru Forester and Mazda CX-5; vans and light
          trucks such as the Toyota Hiace and Isuzu Elf; and a changing selection of sports and luxury models.
          Right-hand-drive vehicles suit New Zealand, Australia, the UK and East Africa; we also source
          left-hand-drive units on request.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Search stock', '/search'],
          ['Quality control', '/services/quality-control'],
        ]}
      />
    </>
  );
}
