import { CURRENT_USER_STORAGE_KEY, createQueryClient } from '@q/api-client';
import { preloadToaster } from '@q/ui';
import { AppProviders } from '@q/ui/app';
import { THEME_STYLE_SHEET } from '@q/ui/color-scheme';
import type { Decorator, Preview } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { installRequestMocks, type RequestMocks } from './request-mocks';

const StoryContent = createContext<ReactNode>(null);

// The colours of both schemes, as every app page has them in its head.
const schemeStyle = document.createElement('style');
schemeStyle.textContent = THEME_STYLE_SHEET;
document.head.append(schemeStyle);

/** The toolbar's Theme (light or dark) marks the preview's `<html>` as a page's choice would. */
const withTheme: Decorator = (Story, { globals }) => {
  document.documentElement.setAttribute('data-theme', globals.theme === 'dark' ? 'dark' : 'light');
  return <Story />;
};

function StoryOutlet() {
  return <>{useContext(StoryContent)}</>;
}

/**
 * The apps' providers around one story: the theme and global styles, a fresh query client with
 * the product's defaults, the auth context, the toasts, and a router in memory for links.
 */
function StoryProviders({ children, path }: { children: ReactNode; path: string }) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: StoryOutlet }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return (
    <AppProviders queryClient={queryClient}>
      <StoryContent.Provider value={children}>
        <RouterProvider router={router} />
      </StoryContent.Provider>
    </AppProviders>
  );
}

/**
 * Every story runs inside the apps' providers. `parameters.requests` answers its API calls (see
 * request-mocks.ts), `parameters.user` signs a demo user in, `parameters.path` sets the URL.
 */
const withAppProviders: Decorator = (Story, { parameters }) => {
  const requests = (parameters.requests ?? {}) as RequestMocks;
  // The auth context confirms a stored user with the server.
  installRequestMocks(
    parameters.user
      ? { '/api/auth/me': { json: { user: parameters.user } }, ...requests }
      : requests,
  );
  if (parameters.user) {
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(parameters.user));
  } else {
    localStorage.removeItem(CURRENT_USER_STORAGE_KEY);
  }
  return (
    <StoryProviders path={(parameters.path as string | undefined) ?? '/'}>
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  decorators: [withAppProviders, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour scheme of the stories',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  // The apps mount their toaster once the page is idle; a story shows it from its first render,
  // so that nothing mounts late, in the middle of an accessibility scan.
  loaders: [
    async () => {
      await preloadToaster();
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    // Accessibility checks run on every story in the a11y panel; violations show as errors.
    a11y: { test: 'error' },
  },
};

export default preview;
