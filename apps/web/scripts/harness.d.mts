import type { Browser, BrowserContext, Page } from 'playwright-core';

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
export function launchBrowser(
  viewport?: ViewportOptions,
): Promise<{ context: BrowserContext; close: () => Promise<void> }>;
/** A browser's viewport and what the page may use. */
export interface ViewportOptions {
  width?: number;
  height?: number;
  hasTouch?: boolean;
  isMobile?: boolean;
  deviceScaleFactor?: number;
  serviceWorkers?: 'allow' | 'block';
  /** The browser's language (`en-US` unless given). */
  locale?: string;
}
/** Starts one headless Chromium shared by many tests, each in a fresh context of its own. */
export function startBrowser(): Promise<{
  browser: Browser;
  newContext: (viewport?: ViewportOptions) => Promise<BrowserContext>;
  close: () => Promise<void>;
}>;
/** The lost game of docs/review.md: its code, its moves as text, the losing move's index in them. */
export const LOST_GAME: { readonly code: string; readonly line: readonly string[]; readonly losing: number };
/** Plays moves given as text through the page's own actions; throws at the first one refused. */
/** Waits until the page's first cards are drawn and the rest of the app has taken them over. */
export function waitPlayable(page: Page, timeout?: number): Promise<void>;
export function playOnPage(page: Page, moves: readonly string[]): Promise<void>;
/** Opens the review panel by the toolbar's Review, waits for its verdict, and chooses a move when given. */
export function openReview(page: Page, move?: number): Promise<void>;
