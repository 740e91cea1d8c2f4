import { APPS } from '@q/schemas/apps';
import { COLOR_SCHEME_HEAD } from '@q/ui/color-scheme';
import { appViteConfig } from '@q/vite-config/app';
import { defineConfig } from 'vite';

export default defineConfig(appViteConfig(APPS.qube, COLOR_SCHEME_HEAD));
