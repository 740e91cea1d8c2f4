import { APPS } from '@q/schemas/apps';
import { appViteConfig } from '@q/vite-config/app';
import { defineConfig } from 'vite';

export default defineConfig(appViteConfig(APPS.qube));
