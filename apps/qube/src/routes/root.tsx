import { QUBE_PAGES } from '@q/schemas/apps';
import { createPageFrameRoute } from '@q/ui/app';
import { Link } from '@tanstack/react-router';

/** The frame of every Qube page: brand, the executive sections, the dashboard switcher. */
export const rootRoute = createPageFrameRoute({
  brand: 'Qube',
  dashboard: 'qube',
  renderCurrent: (props) => <Link to="/qube" {...props} />,
  sections: {
    label: 'Executive sections',
    items: Object.values(QUBE_PAGES),
    renderLink: (section) => (
      <Link to={section.path} activeOptions={{ exact: true, includeSearch: false }}>
        {section.label}
      </Link>
    ),
  },
});
