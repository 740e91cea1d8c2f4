import { CONTACT_ADDRESSES } from '@q/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADLINE_ROTATION_MS } from '../../lib/timings';
import { renderWithTheme } from '../../test/render';
import { LandingPage } from './landing-page';

const headline = () => screen.getByRole('group', { name: 'What Q does for you' });
const keyword = () => within(headline()).getByText(/^For your/);

describe('LandingPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('states the tagline as its title', () => {
    renderWithTheme(<LandingPage />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Signals become solutions when the right context meets the right action.',
      }),
    ).toBeInTheDocument();
  });

  it('claims only the integrations the product syncs today', () => {
    const { container } = renderWithTheme(<LandingPage />);
    const text = container.textContent ?? '';
    expect(text).toContain('BambooHR, Workday and Greenhouse sync today');
    for (const notSynced of ['Jira', 'Datadog', 'Slack', 'Salesforce', 'kept in sync']) {
      expect(text).not.toContain(notSynced);
    }
  });

  it('rotates the five headline messages every 3 s, then starts over', () => {
    renderWithTheme(<LandingPage />);
    expect(HEADLINE_ROTATION_MS).toBe(3000);
    const seen = [keyword().textContent];
    for (let step = 0; step < 5; step += 1) {
      act(() => vi.advanceTimersByTime(2999));
      expect(keyword().textContent).toBe(seen.at(-1));
      act(() => vi.advanceTimersByTime(1));
      seen.push(keyword().textContent);
    }
    expect(seen).toEqual([
      'For your Company',
      'For your People',
      'For your Work',
      'For your Career',
      'For your Signals',
      'For your Company',
    ]);
  });

  it('holds the headline while hovered and lets the dots pick a message', () => {
    renderWithTheme(<LandingPage />);
    fireEvent.mouseEnter(headline());
    act(() => vi.advanceTimersByTime(10_000));
    expect(keyword()).toHaveTextContent('For your Company');

    const career = screen.getByRole('button', { name: 'Show the Career message' });
    fireEvent.click(career);
    expect(keyword()).toHaveTextContent('For your Career');
    expect(career).toHaveAttribute('aria-pressed', 'true');
    // Paused, it announces the change the visitor made.
    expect(keyword().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('explains How it Works in four steps', () => {
    renderWithTheme(<LandingPage />);
    const section = screen.getByRole('region', { name: /from scattered data/i });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Connect Systems',
      'Role Based Experiences',
      'AI Analyzes',
      'You Take Action',
    ]);
  });

  it('shows three feature cards and three product cards', () => {
    renderWithTheme(<LandingPage />);
    const features = screen.getByRole('region', { name: 'Context for every decision' });
    expect(within(features).getAllByRole('article')).toHaveLength(3);

    const products = screen.getByRole('region', { name: 'Three dashboards, one source of truth' });
    expect(within(products).getAllByRole('article')).toHaveLength(3);
    expect(within(products).getByRole('link', { name: 'Explore Qube' })).toHaveAttribute(
      'href',
      '/qube-product',
    );
    expect(within(products).getByRole('link', { name: 'Explore aitchQ' })).toHaveAttribute(
      'href',
      '/aitchq-product',
    );
    expect(within(products).getByRole('link', { name: 'Explore eyeQ' })).toHaveAttribute(
      'href',
      '/eyeq-product',
    );
    expect(within(products).getByRole('link', { name: 'Try the eyeQ demo' })).toHaveAttribute(
      'href',
      '/login?redirect=eyeq',
    );
  });

  it('requests a demo by mail', () => {
    renderWithTheme(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Request a demo' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${CONTACT_ADDRESSES.demo}\\?subject=`)),
    );
  });
});
