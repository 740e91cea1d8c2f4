import { defineMain } from '@storybook/react-vite/node';
import react from '@vitejs/plugin-react';

// One Storybook for the suite: the kit's stories and each app's widget stories, which sit beside
// their components. Globbing app folders is tooling only; no package imports an app.
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../../ui/src/**/*.stories.tsx',
    '../../../apps/marketing/src/**/*.stories.tsx',
    '../../../apps/qube/src/**/*.stories.tsx',
    '../../../apps/aitchq/src/**/*.stories.tsx',
    '../../../apps/eyeq/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    config.plugins = [...(config.plugins ?? []), react()];
    // Served by the one-origin server under /storybook/.
    config.base = './';
    return config;
  },
});
