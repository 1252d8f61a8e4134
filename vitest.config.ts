import path from 'node:path';
import {defineConfig} from 'vitest/config';

// Unit tests of the pure modules (tests/unit/): Node only, no build, no browser.
export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {include: ['tests/unit/**/*.test.ts'], environment: 'node'},
});
