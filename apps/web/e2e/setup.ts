// Once for the whole browser suite: builds the app and serves dist/ with one `vite preview`, whose
// address every test file gets with `inject('previewUrl')` (see server.ts); stopped after the last file.
import type { TestProject } from 'vitest/node';
import { buildApp, startPreview } from '../scripts/harness.mjs';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildApp();
  const server = await startPreview();
  project.provide('previewUrl', server.url);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the built app, served by `vite preview` (ends with "/"). */
    previewUrl: string;
  }
}
