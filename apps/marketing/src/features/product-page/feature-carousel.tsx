import { listKeyIndex } from '@q/ui';
import { type KeyboardEvent, useId, useRef } from 'react';
import type { ProductFeature } from '../../data/product-page-content';
import { CheckIcon } from '../../lib/icons';
import { RotationToggle } from '../../lib/rotation-toggle';
import { FEATURE_ROTATION_MS } from '../../lib/timings';
import { useRotation } from '../../lib/use-rotation';
import * as S from './styled';

export interface FeatureCarouselProps {
  productName: string;
  features: readonly ProductFeature[];
}

/**
 * The four feature cards of a product page as tabs: the selected card's demo text shows beside
 * them. The selection moves on every 4 s, or on a click or an arrow key; it pauses while hovered
 * or focused and stays put for visitors who prefer reduced motion.
 */
export function FeatureCarousel({ productName, features }: FeatureCarouselProps) {
  const baseId = useId();
  const rotation = useRotation({ count: features.length, intervalMs: FEATURE_ROTATION_MS });
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = features[rotation.index] ?? features[0];
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = listKeyIndex(event.key, rotation.index, features.length, {
      hasSideArrows: true,
    });
    if (next === undefined) return;
    event.preventDefault();
    rotation.select(next);
    tabRefs.current[next]?.focus();
  };

  if (!selected) return null;
  return (
    <S.Carousel
      role="group"
      aria-roledescription="carousel"
      aria-label={`${productName} features`}
      {...rotation.pauseHandlers}
    >
      <S.Tabs
        role="tablist"
        aria-label={`${productName} features`}
        aria-orientation="vertical"
        onKeyDown={onKeyDown}
      >
        {features.map((feature, index) => {
          const isSelected = index === rotation.index;
          return (
            <S.Tab
              key={feature.title}
              ref={(element: HTMLButtonElement | null) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => rotation.select(index)}
            >
              <S.TabTitle>{feature.title}</S.TabTitle>
              <S.TabSummary>{feature.summary}</S.TabSummary>
              {isSelected && rotation.isRotating && (
                <S.Countdown
                  key={rotation.index}
                  $durationMs={FEATURE_ROTATION_MS}
                  aria-hidden="true"
                />
              )}
            </S.Tab>
          );
        })}
      </S.Tabs>
      <S.Panel
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(rotation.index)}
        aria-live={rotation.isRotating ? 'off' : 'polite'}
      >
        <S.PanelBody key={selected.title}>
          <S.PanelEyebrow>{selected.title}</S.PanelEyebrow>
          <S.PanelHeading>{selected.demo.heading}</S.PanelHeading>
          <S.PanelText>{selected.demo.text}</S.PanelText>
          <S.Points>
            {selected.demo.points.map((point) => (
              <li key={point}>
                <CheckIcon />
                {point}
              </li>
            ))}
          </S.Points>
        </S.PanelBody>
        <S.PanelFoot>
          <S.Counter>
            {rotation.index + 1} of {features.length}
          </S.Counter>
          <RotationToggle rotation={rotation} what="features" />
        </S.PanelFoot>
      </S.Panel>
    </S.Carousel>
  );
}
