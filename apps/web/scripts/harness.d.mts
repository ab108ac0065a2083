import type { BrowserContext } from 'playwright-core';

/** The app's folder (apps/web). */
export const appDir: string;
/** The Chromium binary: Debian's, unless CHROMIUM_PATH names another. */
export const chromiumPath: string;
/** The flags every run of Chromium gets. */
export const chromiumArgs: readonly string[];
/** Builds the app into dist/ (throws with vite's output if the build fails). */
export function buildApp(): void;
/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>;
/** Serves dist/ with `vite preview` on a free port; resolves once it answers. */
export function startPreview(): Promise<{ url: string; stop: () => Promise<void> }>;
/** Starts headless Chromium with a fresh user-data-dir (removed on close); the service worker is blocked unless allowed. */
export function launchBrowser(viewport?: {
  width?: number;
  height?: number;
  hasTouch?: boolean;
  isMobile?: boolean;
  deviceScaleFactor?: number;
  serviceWorkers?: 'allow' | 'block';
}): Promise<{ context: BrowserContext; close: () => Promise<void> }>;
