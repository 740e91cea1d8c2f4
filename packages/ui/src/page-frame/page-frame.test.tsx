import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { PageFrame, PageHeader } from './page-frame';

describe('PageFrame', () => {
  it('puts the brand, a link home, and the dashboard switcher in the banner, the page in main', () => {
    renderWithTheme(
      <PageFrame
        brand="eyeQ"
        brandLabel="eyeQ home"
        dashboard="eyeq"
        renderCurrent={(props) => <a href="/eyeq-dashboard" {...props} />}
      >
        <h1>Personal Dashboard</h1>
      </PageFrame>,
    );
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'eyeQ home' }),
    );
    expect(screen.getByRole('link', { name: 'eyeQ home' })).toHaveAttribute('href', '/');
    const switcher = screen.getByRole('navigation', { name: 'Dashboards' });
    expect(screen.getByRole('link', { name: 'eyeQ' })).toHaveAttribute('aria-current', 'page');
    expect(switcher).toContainElement(screen.getByRole('link', { name: 'Qube' }));
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Personal Dashboard' }),
    );
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it("lists the app's sections in a navigation of their own, in order", () => {
    renderWithTheme(
      <PageFrame
        brand="Qube"
        dashboard="qube"
        renderCurrent={(props) => <a href="/qube" {...props} />}
        sections={{
          label: 'Executive sections',
          items: [
            { path: '/qube', label: 'Overview' },
            { path: '/qube/okrs', label: 'OKRs' },
          ],
          renderLink: (section) => <a href={section.path}>{section.label}</a>,
        }}
      >
        <h1>OKRs</h1>
      </PageFrame>,
    );
    const sections = screen.getByRole('navigation', { name: 'Executive sections' });
    expect(
      Array.from(sections.querySelectorAll('a'), (link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['Overview', '/qube'],
      ['OKRs', '/qube/okrs'],
    ]);
    const switcher = screen.getByRole('navigation', { name: 'Dashboards' });
    expect(within(switcher).getByRole('link', { name: 'Qube' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('PageHeader', () => {
  it('shows the title as the only h1, names the tab after it, and holds the way back and actions', () => {
    renderWithTheme(
      <PageHeader
        title="OKRs"
        appName="Qube"
        description="FY25 objectives."
        backLink={<a href="/qube">Back to Dashboard</a>}
        actions={<button type="button">Export Report</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'OKRs' })).toBeInTheDocument();
    expect(screen.getByText('FY25 objectives.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/qube',
    );
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeInTheDocument();
    expect(document.title).toBe('OKRs — Qube');
  });

  it('leaves out what it is not given', () => {
    renderWithTheme(<PageHeader title="Pricing" appName="Q" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe('Pricing — Q');
  });
});
