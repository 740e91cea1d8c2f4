/// <reference types="@testing-library/jest-dom/vitest" />
import type { ViteUserConfig } from 'vitest/config';

export function componentTestConfig(): ViteUserConfig;
