import { ButtonLink, Card } from '@q/ui';
import type { ReactNode } from 'react';
import * as S from './styled';

/** The product's tagline (SPEC §1). */
export const TAGLINE = 'Signals become solutions when the right context meets the right action.';

const PRODUCTS = [
  {
    name: 'Qube',
    path: '/qube-product',
    demo: '/qube',
    summary:
      'The executive command center: company health, revenue, margin, retention, OKRs and AI market signals.',
  },
  {
    name: 'aitchQ',
    path: '/aitchq-product',
    demo: '/dashboard',
    summary:
      'The manager control room: team, HR, recruiting, goals, learning, budget and capacity, with a floating AI assistant.',
  },
  {
    name: 'eyeQ',
    path: '/eyeq-product',
    demo: '/eyeq-dashboard',
    summary:
      'The personal productivity hub: goals, productivity analytics, a learning path, wellness and career.',
  },
] as const;

function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <S.Frame>
      <S.Nav aria-label="Main">
        <S.Brand href="/">Q</S.Brand>
        <S.NavLinks>
          {PRODUCTS.map((product) => (
            <li key={product.path}>
              <a href={product.path}>{product.name}</a>
            </li>
          ))}
          <li>
            <a href="/pricing">Pricing</a>
          </li>
          <li>
            <a href="/login">Sign in</a>
          </li>
        </S.NavLinks>
      </S.Nav>
      <S.Main id="main">{children}</S.Main>
    </S.Frame>
  );
}

export function LandingPage() {
  return (
    <SiteFrame>
      <S.Hero>
        <h1>{TAGLINE}</h1>
        <S.Lead>
          Q turns company signals into action, with a view for each role — executives, managers and
          individual contributors.
        </S.Lead>
        <ButtonLink href="/login">Try the demo</ButtonLink>
      </S.Hero>
      <S.CardGrid>
        {PRODUCTS.map((product) => (
          <Card key={product.path} as="article">
            <h2>{product.name}</h2>
            <p>{product.summary}</p>
            <a href={product.path}>Learn about {product.name}</a>
          </Card>
        ))}
      </S.CardGrid>
    </SiteFrame>
  );
}

export function ProductPage({ product }: { product: (typeof PRODUCTS)[number]['name'] }) {
  const entry = PRODUCTS.find((candidate) => candidate.name === product) ?? PRODUCTS[0];
  return (
    <SiteFrame>
      <S.Hero>
        <h1>{entry.name}</h1>
        <S.Lead>{entry.summary}</S.Lead>
        <ButtonLink href={entry.demo}>Try {entry.name} Demo</ButtonLink>
      </S.Hero>
    </SiteFrame>
  );
}

export function PricingPage() {
  return (
    <SiteFrame>
      <S.Hero>
        <h1>Pricing — Coming Soon</h1>
        <S.Lead>Individual, Team and Enterprise plans are on their way.</S.Lead>
      </S.Hero>
    </SiteFrame>
  );
}

export function NotFoundPage() {
  return (
    <SiteFrame>
      <S.Hero>
        <h1>404 Page Not Found</h1>
        <S.Lead>The page you are looking for does not exist or has moved.</S.Lead>
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </S.Hero>
    </SiteFrame>
  );
}
