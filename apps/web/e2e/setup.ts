// Builds the app once for every browser test file (each then serves dist/ with its own `vite preview`).
import { buildApp } from '../scripts/harness.mjs';

export default function setup(): void {
  buildApp();
}
