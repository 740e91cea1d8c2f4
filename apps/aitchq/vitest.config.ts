import { componentTestConfig } from '@q/vite-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(componentTestConfig());
