import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what must appear; 1 s (the default) is shorter than a busy CI machine
// can take to render a mocked answer, which made passing tests fail at random.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
