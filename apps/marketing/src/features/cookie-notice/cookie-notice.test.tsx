import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CookieNotice } from './cookie-notice';

describe('CookieNotice', () => {
  it.each(['Learn More', 'Decline', 'Accept All', 'Close cookie notice'])(
    'is dismissed by %s, and nothing is stored',
    async (name) => {
      const user = userEvent.setup();
      await renderPage(<CookieNotice />);
      const notice = await screen.findByRole('region', { name: 'Cookie notice' });
      expect(notice).toBeVisible();

      await user.click(screen.getByRole('button', { name }));
      expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
      expect(localStorage.length).toBe(0);
    },
  );
});
