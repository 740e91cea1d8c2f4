import { signOutEverywhere as endEverySession, useAuth } from '@q/api-client';
import { signInPath } from '@q/schemas/apps';
import { AppHeader, CONTACT_MENU_LINKS, Dialog, Spinner, ThemeSwitch } from '@q/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { NOTIFICATION_COUNT } from '../../lib/constants';
import { BellIcon, SettingsIcon } from '../../lib/icons';
import { DisclosureMenu } from './disclosure-menu';

export interface DashboardHeaderProps {
  /** Leaves for the page after signing out (a full page load); the browser's by default. */
  navigate?: (path: string) => void;
}

const goTo = (path: string) => window.location.assign(path);

// "Who viewed my data": its list (and the trail's labels, with zod) loads as the dialog opens,
// not with the dashboard.
const MyAuditEvents = lazy(() =>
  import('./my-audit-events').then(({ MyAuditEvents }) => ({ default: MyAuditEvents })),
);

/**
 * The manager dashboard's header: brand, tagline, theme, settings, bell, user and contact menus.
 * The user menu opens "Who viewed my data", the audit trail's events about the signed-in person.
 */
export function DashboardHeader({ navigate = goTo }: DashboardHeaderProps = {}) {
  const { user, logout } = useAuth();
  const queryClient = useQueryClient();
  const [hasSignOutEverywhereFailed, setHasSignOutEverywhereFailed] = useState(false);
  const [isWhoViewedOpen, setIsWhoViewedOpen] = useState(false);
  // Signed out, the page goes where the server says (the login page, which offers the identity
  // provider's own sign-out, after a session made through it), else to the home page.
  const signOut = async () => {
    const next = await logout();
    navigate(next ?? '/');
  };
  const signOutEverywhere = async () => {
    let next: string | undefined;
    try {
      next = await endEverySession(queryClient);
    } catch {
      setHasSignOutEverywhereFailed(true);
      return;
    }
    navigate(next ?? '/');
  };
  return (
    <AppHeader>
      <Brand>
        <BrandLink href="/">aitchQ</BrandLink>
        <Tagline>Your Management Headquarters</Tagline>
      </Brand>
      <Tools>
        <ThemeSwitch />
        <IconLink to="/settings" aria-label="Settings">
          <SettingsIcon size={20} />
        </IconLink>
        <Bell role="img" aria-label={`Notifications: ${NOTIFICATION_COUNT}`}>
          <BellIcon size={20} />
          <Count aria-hidden="true">{NOTIFICATION_COUNT}</Count>
        </Bell>
        {user ? (
          <DisclosureMenu
            label={`Account: ${user.name}`}
            trigger={<UserName>{user.name}</UserName>}
            isHeldOpen={isWhoViewedOpen}
          >
            <ul>
              <li>
                <Email>{user.email}</Email>
              </li>
              <li>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    // Focus is given back to the item as the dialog closes (Safari does not
                    // focus a clicked button).
                    event.currentTarget.focus();
                    setIsWhoViewedOpen(true);
                  }}
                >
                  Who viewed my data
                </button>
                <Dialog
                  open={isWhoViewedOpen}
                  onOpenChange={setIsWhoViewedOpen}
                  title="Who viewed my data"
                  description="Who saw your personal data, and anything else done to your account, newest first."
                >
                  <Suspense fallback={<Spinner label="Loading who viewed your data" />}>
                    <MyAuditEvents />
                  </Suspense>
                </Dialog>
              </li>
              <li>
                <button type="button" onClick={() => void signOut()}>
                  Sign out
                </button>
              </li>
              <li>
                <button type="button" onClick={() => void signOutEverywhere()}>
                  Sign out everywhere
                </button>
              </li>
              {hasSignOutEverywhereFailed && (
                <li role="alert">Could not sign out everywhere. Try again.</li>
              )}
            </ul>
          </DisclosureMenu>
        ) : (
          <SignIn href={signInPath('aitchq')}>Sign in</SignIn>
        )}
        <DisclosureMenu label="Contact the Q team" trigger={<Avatar aria-hidden="true">Q</Avatar>}>
          <ul>
            {CONTACT_MENU_LINKS.map((item) => (
              <li key={item.label}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </DisclosureMenu>
      </Tools>
    </AppHeader>
  );
}

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const BrandLink = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

/** The page's h1, shown as the brand's tagline. */
const Tagline = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Bell = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Count = styled.span`
  position: absolute;
  top: 0.2rem;
  right: 0.2rem;
  min-width: 1.1rem;
  height: 1.1rem;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1rem;
  text-align: center;
`;

const UserName = styled.span`
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Email = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const SignIn = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primary};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
