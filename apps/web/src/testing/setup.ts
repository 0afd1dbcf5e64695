import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor poll until the condition holds; a busy CI machine may take longer than the
// library's 1 s default, which must slow a run down, never fail it.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'isAuthenticated=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.style.overflow = '';
});
