import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('is a table named by its caption, numbers set at the end of their cells', () => {
    render(
      <DataTable>
        <caption>Songs to report</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Uses</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Amazing Grace</td>
            <td className="number">3</td>
          </tr>
        </tbody>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Songs to report' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Uses']);
    const uses = within(table).getByRole('cell', { name: '3' });
    expect(getComputedStyle(uses).textAlign).toBe('right');
    expect(
      getComputedStyle(within(table).getByRole('cell', { name: 'Amazing Grace' })).textAlign,
    ).toBe('left');
  });
});
