import { createPageFrameRoute } from '@q/ui/app';
import { Link } from '@tanstack/react-router';

/** The frame of the eyeQ pages: the brand (a link home) and the dashboard switcher. */
export const rootRoute = createPageFrameRoute({
  brand: 'eyeQ',
  brandLabel: 'eyeQ home',
  dashboard: 'eyeq',
  renderCurrent: (props) => <Link to="/eyeq-dashboard" {...props} />,
});
