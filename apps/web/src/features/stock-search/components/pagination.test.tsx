import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('the pager', () => {
  it('writes an exact total plainly', () => {
    render(<Pagination page={2} pageSize={16} total={40} onPage={vi.fn()} />);
    expect(screen.getByTestId('range-summary')).toHaveTextContent(/^17 TO 32 OF 40$/);
    expect(screen.getByTestId('page-summary')).toHaveTextContent(/^page 2 OF 3$/);
  });

  it("says 'about' when the total is the server's estimate", () => {
    render(<Pagination page={1} pageSize={16} total={24000} exact={false} onPage={vi.fn()} />);
    expect(screen.getByTestId('range-summary')).toHaveTextContent(/^1 TO 16 OF about 24000$/);
    expect(screen.getByTestId('page-summary')).toHaveTextContent(/^page 1 OF about 1500$/);
  });
});
