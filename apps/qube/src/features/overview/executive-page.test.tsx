import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExecutivePage } from './executive-page';

describe('ExecutivePage', () => {
  it('shows its title, the executive sections and the switch to the other dashboards', async () => {
    await renderPage(<ExecutivePage title="OKRs" />, { path: '/qube/okrs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'OKRs' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Executive sections' });
    expect(sections).toHaveTextContent(/Overview.*OKRs.*People.*Finance.*AI Signals/);
    expect(screen.getByRole('link', { name: 'OKRs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'aitchQ' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'eyeQ' })).toHaveAttribute('href', '/eyeq-dashboard');
  });
});
