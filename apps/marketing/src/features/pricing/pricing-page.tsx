import { Badge, ButtonLink, MAIL_LINKS, useDocumentTitle, VisuallyHidden } from '@q/ui';
import { CheckIcon } from '../../lib/icons';
import * as S from './styled';
import { MASKED_PRICE, PRICING_TIERS } from './tiers';

/** The 'Coming Soon' pricing page: three plans with masked prices and early access by mail. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <>
      <S.Hero aria-labelledby="pricing-title">
        <S.HeroInner>
          <Badge variant="warning">Coming Soon</Badge>
          <S.Title id="pricing-title">Pricing</S.Title>
          <S.Lead>
            Plans for individuals, teams and whole organisations are on their way. Ask for early
            access pricing and be the first to know.
          </S.Lead>
        </S.HeroInner>
      </S.Hero>
      <S.Section aria-label="Plans">
        <S.Tiers>
          {PRICING_TIERS.map((tier) => (
            <S.Tier
              key={tier.name}
              aria-labelledby={`tier-${tier.name}`}
              $isFeatured={tier.isMostPopular}
            >
              <S.TierHead>
                <S.TierName id={`tier-${tier.name}`}>{tier.name}</S.TierName>
                {tier.isMostPopular && <Badge>Most Popular</Badge>}
              </S.TierHead>
              <S.TierAudience>{tier.audience}</S.TierAudience>
              <S.Price>
                <span aria-hidden="true">{MASKED_PRICE}</span>
                <VisuallyHidden>Price to be announced</VisuallyHidden>
                <S.PriceUnit>{tier.unit}</S.PriceUnit>
              </S.Price>
              <S.FeatureList aria-label={`${tier.name} features`}>
                {tier.features.map((feature) => (
                  <li key={feature}>
                    <CheckIcon />
                    {feature}
                  </li>
                ))}
              </S.FeatureList>
            </S.Tier>
          ))}
        </S.Tiers>
        <S.EarlyAccess>
          <p>
            Pricing is coming soon. Tell us about your team and we will share it with you first.
          </p>
          <ButtonLink href={MAIL_LINKS.earlyAccessPricing} size="lg">
            Get Early Access Pricing
          </ButtonLink>
        </S.EarlyAccess>
      </S.Section>
    </>
  );
}
