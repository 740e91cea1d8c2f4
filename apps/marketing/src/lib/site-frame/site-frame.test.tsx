import { CONTACT_ADDRESSES } from '@q/ui';
import { renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteFrame } from './site-frame';

async function renderFrame(path = '/') {
  await renderPage(
    <SiteFrame>
      <h1>Page</h1>
    </SiteFrame>,
    { path },
  );
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('SiteFrame', () => {
  it('opens Features on the three product pages', async () => {
    const user = userEvent.setup();
    const nav = await renderFrame();
    await user.click(within(nav).getByRole('button', { name: 'Features' }));
    expect(
      within(nav).getByRole('link', { name: 'Qube Executive command center' }),
    ).toHaveAttribute('href', '/qube-product');
    expect(within(nav).getByRole('link', { name: 'aitchQ Manager control room' })).toHaveAttribute(
      'href',
      '/aitchq-product',
    );
    expect(
      within(nav).getByRole('link', { name: 'eyeQ Personal productivity hub' }),
    ).toHaveAttribute('href', '/eyeq-product');
  });

  it("opens 'Q in Action!' on the three demos from the keyboard", async () => {
    const user = userEvent.setup();
    const nav = await renderFrame();
    const trigger = within(nav).getByRole('button', { name: 'Q in Action!' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(
      within(nav).getByRole('link', { name: 'Qube demo Executive command center, live' }),
    ).toHaveFocus();
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.closest('[hidden]') === null)
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pricing', '/qube', '/dashboard', '/eyeq']);
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('links Pricing, marked as the current page there', async () => {
    const nav = await renderFrame('/pricing');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers contact, investing and feedback by mail from the round Q menu', async () => {
    const user = userEvent.setup();
    await renderFrame();
    const header = within(screen.getByRole('banner'));
    await user.click(header.getByRole('button', { name: /Q menu/ }));
    expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${CONTACT_ADDRESSES.contact}`),
    );
    expect(header.getByRole('link', { name: 'Interested in Investing' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${CONTACT_ADDRESSES.investing}`),
    );
    expect(header.getByRole('link', { name: 'Leave Feedback' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${CONTACT_ADDRESSES.feedback}`),
    );
  });

  it('lets keyboard users skip to the content and ends with the footer', async () => {
    await renderFrame();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Signals become solutions when the right context meets the right action.',
    );
  });
});
