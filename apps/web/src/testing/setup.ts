import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'isAuthenticated=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.style.overflow = '';
});
