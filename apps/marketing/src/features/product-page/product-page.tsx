import { Badge, ButtonLink, useDocumentTitle } from '@q/ui';
import type { ProductPageContent } from '../../data/product-page-content';
import { ArrowRightIcon } from '../../lib/icons';
import { FeatureCarousel } from './feature-carousel';
import * as S from './styled';

/**
 * A product page: hero, 'Intelligent Features' (the rotating feature cards), 'Measurable
 * Impact', and the way to the demo and back to all solutions.
 */
export function ProductPage({ content }: { content: ProductPageContent }) {
  useDocumentTitle(content.productName);
  return (
    <>
      <S.Hero aria-labelledby="product-title">
        <S.HeroInner>
          <Badge>{content.audience}</Badge>
          <S.Title id="product-title">{content.title}</S.Title>
          <S.Lead>{content.lead}</S.Lead>
          <S.Actions>
            <ButtonLink href={content.demo.href} size="lg">
              {content.demo.label} <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink href="#features" size="lg" variant="outline">
              Explore the features
            </ButtonLink>
          </S.Actions>
        </S.HeroInner>
      </S.Hero>

      <S.Section id="features" aria-labelledby="features-title">
        <S.SectionHead>
          <S.Eyebrow>{content.productName}</S.Eyebrow>
          <S.SectionTitle id="features-title">Intelligent Features</S.SectionTitle>
        </S.SectionHead>
        <FeatureCarousel productName={content.productName} features={content.features} />
      </S.Section>

      <S.Section aria-labelledby="impact-title" $isMuted>
        <S.SectionHead>
          <S.Eyebrow>Results</S.Eyebrow>
          <S.SectionTitle id="impact-title">Measurable Impact</S.SectionTitle>
        </S.SectionHead>
        <S.ImpactGrid>
          {content.impact.map((card) => (
            <S.ImpactCard key={card.label}>
              <S.ImpactValue>{card.value}</S.ImpactValue>
              <S.ImpactLabel>{card.label}</S.ImpactLabel>
              <p>{card.text}</p>
            </S.ImpactCard>
          ))}
        </S.ImpactGrid>
        <S.Caption>Illustrative figures.</S.Caption>
      </S.Section>

      <S.Section aria-labelledby="next-step-title">
        <S.Band>
          <div>
            <S.BandTitle id="next-step-title">See {content.productName} in action</S.BandTitle>
            <S.BandText>
              Explore the live demo with sample data: no sign-up, no password.
            </S.BandText>
          </div>
          <S.Actions>
            <S.BandButton href={content.demo.href} size="lg">
              {content.demo.label}
            </S.BandButton>
            <S.BandLink href="/">View All Solutions</S.BandLink>
          </S.Actions>
        </S.Band>
      </S.Section>
    </>
  );
}
