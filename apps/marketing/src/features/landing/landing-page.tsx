import { Badge, ButtonLink, MAIL_LINKS, VisuallyHidden } from '@q/ui';
import type { ReactNode } from 'react';
import { PRODUCTS } from '../../data/products';
import { TAGLINE } from '../../data/tagline';
import { ArrowRightIcon, CheckIcon, PlugIcon, SparklesIcon, UsersIcon } from '../../lib/icons';
import { FEATURE_CARDS, type FeatureCard, HOW_IT_WORKS_STEPS, SNAPSHOT_FIGURES } from './content';
import { RotatingHeadline } from './rotating-headline';
import * as S from './styled';

const FEATURE_ICONS: Record<FeatureCard['icon'], () => ReactNode> = {
  users: UsersIcon,
  sparkles: SparklesIcon,
  plug: PlugIcon,
};

function Hero() {
  return (
    <S.Hero aria-labelledby="landing-title">
      <S.HeroInner>
        <S.HeroCopy>
          <Badge>Workspace intelligence for every role</Badge>
          <S.Title id="landing-title">{TAGLINE}</S.Title>
          <RotatingHeadline />
          <S.Lead>
            Q connects the systems your company already runs on and gives executives, managers and
            individual contributors a dashboard of their own, with AI that says what to do next.
          </S.Lead>
          <S.Actions>
            <ButtonLink href="/demo" size="lg">
              Try the live demo <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink href="#how-it-works" size="lg" variant="outline">
              See how it works
            </ButtonLink>
          </S.Actions>
        </S.HeroCopy>
        <S.Snapshot aria-labelledby="snapshot-title">
          <S.SnapshotHead>
            <S.SnapshotTitle id="snapshot-title">Company pulse</S.SnapshotTitle>
            <Badge variant="success">On track</Badge>
          </S.SnapshotHead>
          <S.SnapshotFigures>
            {SNAPSHOT_FIGURES.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>
                  <S.FigureValue>{figure.value}</S.FigureValue>
                  <S.FigureNote>{figure.note}</S.FigureNote>
                </dd>
              </div>
            ))}
          </S.SnapshotFigures>
          <S.SnapshotCaption>Qube, the executive view. Illustrative figures.</S.SnapshotCaption>
        </S.Snapshot>
      </S.HeroInner>
    </S.Hero>
  );
}

function HowItWorks() {
  return (
    <S.Section id="how-it-works" aria-labelledby="how-it-works-title">
      <S.SectionHead>
        <S.Eyebrow>How it Works</S.Eyebrow>
        <S.SectionTitle id="how-it-works-title">
          From scattered data to the next right step
        </S.SectionTitle>
      </S.SectionHead>
      <S.Steps>
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <S.Step key={step.title}>
            <S.StepNumber aria-hidden="true">{index + 1}</S.StepNumber>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </S.Step>
        ))}
      </S.Steps>
    </S.Section>
  );
}

function Features() {
  return (
    <S.Section aria-labelledby="features-title" $isMuted>
      <S.SectionHead>
        <S.Eyebrow>Why Q</S.Eyebrow>
        <S.SectionTitle id="features-title">Context for every decision</S.SectionTitle>
      </S.SectionHead>
      <S.CardGrid>
        {FEATURE_CARDS.map((card) => {
          const Icon = FEATURE_ICONS[card.icon];
          return (
            <S.FeatureCard key={card.title}>
              <S.IconTile>
                <Icon />
              </S.IconTile>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </S.FeatureCard>
          );
        })}
      </S.CardGrid>
    </S.Section>
  );
}

function Products() {
  return (
    <S.Section aria-labelledby="products-title">
      <S.SectionHead>
        <S.Eyebrow>The suite</S.Eyebrow>
        <S.SectionTitle id="products-title">Three dashboards, one source of truth</S.SectionTitle>
      </S.SectionHead>
      <S.CardGrid>
        {PRODUCTS.map((product) => (
          <S.ProductCard key={product.name} aria-labelledby={`product-${product.name}`}>
            <S.ProductAudience>{product.audience}</S.ProductAudience>
            <h3 id={`product-${product.name}`}>
              {product.name} <S.ProductTitle>{product.title}</S.ProductTitle>
            </h3>
            <p>{product.summary}</p>
            <S.Highlights>
              {product.highlights.map((highlight) => (
                <li key={highlight}>
                  <CheckIcon />
                  {highlight}
                </li>
              ))}
            </S.Highlights>
            <S.CardLinks>
              <ButtonLink href={product.pagePath} variant="secondary" size="sm">
                Explore {product.name}
              </ButtonLink>
              <S.TextLink href={product.loginPath}>
                Try the <VisuallyHidden>{product.name}</VisuallyHidden> demo <ArrowRightIcon />
              </S.TextLink>
            </S.CardLinks>
          </S.ProductCard>
        ))}
      </S.CardGrid>
    </S.Section>
  );
}

function RequestDemo() {
  return (
    <S.Section aria-labelledby="request-demo-title">
      <S.Band>
        <div>
          <S.BandTitle id="request-demo-title">See Q with your own signals</S.BandTitle>
          <S.BandText>
            Tell us about your team and we will walk you through the suite with your systems in
            mind.
          </S.BandText>
        </div>
        <S.Actions>
          <S.BandButton href={MAIL_LINKS.requestDemo} size="lg">
            Request a demo
          </S.BandButton>
          <S.BandGhostLink href="/demo">Or try the live demo</S.BandGhostLink>
        </S.Actions>
      </S.Band>
    </S.Section>
  );
}

/** The landing page: hero with the rotating headline, How it Works, features, products, demo. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <Features />
      <Products />
      <RequestDemo />
    </>
  );
}
