import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseSearchQuery } from '@ibc/domain';
import { i18n } from '@/lib/i18n';
import { ActiveFilterChips, activeFilters, ignoredSearchParams } from './active-filters';

const fromLink = (query: string) => {
  const params = new URLSearchParams(query);
  return { params, filter: parseSearchQuery(params).filter };
};

describe('filters that come from the address', () => {
  it('names every filter the search applies, with what removing it clears', () => {
    const { filter } = fromLink(
      'make=Toyota&model=Aqua&minYear=2015&maxMileage=50000&minConditionGrade=4&isLeftHandDrive=false&kmsTo=90000&fuel=Hybrid&color=White&doors=5&condition=used&category=suv&chassis=NHP10&freeText=silver&countryId=75&portId=7502&tab=16&deliveryType=1&sortBy=price&page=2&currency=NZD',
    );
    const chips = activeFilters(filter, i18n, (id) => (id === 7502 ? 'Wellington' : undefined));
    expect(chips.map((chip) => chip.label)).toEqual([
      'Search: silver',
      'Chassis: NHP10',
      'Make: Toyota',
      'Model: Aqua',
      `Year: 2015 – ${new Date().getUTCFullYear()}`,
      'Mileage: 10 – 50,000 km',
      'Kms: up to 90,000 km',
      'Condition Grade: 4.0 – 5.0',
      'Steer Side: Right',
      'Country: #75',
      'Port: Wellington',
      'Delivery Type: Delivery Via Driver',
      'Doors: 5',
      'Fuel: Hybrid',
      'Colour: White',
      'Condition: used',
      'Category: suv',
    ]);
    // Removing the make removes its model too.
    expect(chips.find((chip) => chip.label === 'Make: Toyota')?.clears).toEqual(['make', 'model']);
  });

  it('has no chip for sort, page, tab or currency, nor a delivery type off the DDU tab', () => {
    const { filter } = fromLink('sortBy=price&page=3&tab=1&currency=NZD&deliveryType=1');
    expect(activeFilters(filter, i18n)).toEqual([]);
  });

  it('names the parameters of a link the search does not read or cannot use', () => {
    const { params, filter } = fromLink(
      'make=Toyota&yearFrom=2015&mileageTo=50000&grade=4&minYear=old&utm_source=mail&toPage=2',
    );
    expect(activeFilters(filter, i18n).map((chip) => chip.label)).toEqual(['Make: Toyota']);
    expect(ignoredSearchParams(params, filter)).toEqual(['yearFrom', 'mileageTo', 'grade', 'minYear']);
  });

  it('each chip is a button named "Remove filter …"; Clear all clears them all', async () => {
    const { params, filter } = fromLink('make=Toyota&minYear=2015&yearFrom=2015');
    const onRemove = vi.fn();
    const onClearAll = vi.fn();
    render(
      <ActiveFilterChips
        filters={activeFilters(filter, i18n)}
        ignored={ignoredSearchParams(params, filter)}
        onRemove={onRemove}
        onClearAll={onClearAll}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Make: Toyota' }));
    expect(onRemove).toHaveBeenCalledWith({ label: 'Make: Toyota', clears: ['make', 'model'] });
    expect(screen.getByRole('button', { name: /^Remove filter Year: 2015 – / })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalled();
    expect(screen.getByRole('note').textContent).toContain('yearFrom');
  });
});
