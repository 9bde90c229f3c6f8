import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test.
afterEach(() => cleanup());

// npm test runs this suite beside the API suites and the browser: on a busy 2-core machine a first render can take more
// than Testing Library's default second, so `findBy…` waits up to five.
configure({ asyncUtilTimeout: 5000 });
