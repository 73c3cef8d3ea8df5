/** @jest-environment jsdom */
import { createI18n } from '@simbiz/i18n';
import { darkTheme, I18nProvider, lightTheme } from '@simbiz/ui';
import { act, render, screen } from '@testing-library/react';
import type { Options } from 'highcharts';
import { ThemeProvider } from 'styled-components';
import { Chart, type ChartProps } from './chart';

const drawn: Options[] = [];
const destroyed: number[] = [];
jest.mock('highcharts', () => ({
  chart: (box: HTMLElement, options: Options) => {
    drawn.push(options);
    box.innerHTML = '<svg role="img"></svg>';
    const index = drawn.length - 1;
    return { destroy: () => destroyed.push(index) };
  },
}));

const props = (data: number[]): ChartProps => ({
  label: 'Shoppers per segment, round by round',
  categories: ['Round 1', 'Round 2'],
  series: [{ name: 'Students', data }],
  yTitle: 'Shoppers',
  format: { full: (value) => `${value} shoppers`, short: (value) => `${value / 1000}K` },
});

const inTheme = (theme: typeof lightTheme, chart: ChartProps) => (
  <I18nProvider i18n={createI18n({ locale: 'en' })}>
    <ThemeProvider theme={theme}>
      <Chart {...chart} />
    </ThemeProvider>
  </I18nProvider>
);

/** Lets the lazy import of Highcharts settle. */
const loaded = () => act(async () => undefined);

beforeEach(() => {
  drawn.length = 0;
  destroyed.length = 0;
});

describe('a chart', () => {
  it('is one named image for assistive technology, its drawing hidden', async () => {
    render(inTheme(lightTheme, props([1_000, 1_200])));
    await loaded();
    const chart = screen.getByRole('img', { name: 'Shoppers per segment, round by round' });
    expect(chart.getAttribute('data-testid')).toBe('chart');
    expect(chart.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(chart.querySelector('svg')?.hasAttribute('role')).toBe(false);
  });

  it('draws a line, without animation, in the theme’s colours', async () => {
    render(inTheme(darkTheme, props([1_000, 1_200])));
    await loaded();
    const [options] = drawn;
    expect(options?.chart?.type).toBe('line');
    expect(options?.plotOptions?.series?.animation).toBe(false);
    expect(options?.colors?.[0]).toBe(darkTheme.variants.primary.background);
    expect(options?.series).toEqual([{ type: 'line', name: 'Students', data: [1_000, 1_200] }]);
  });

  it('is drawn again when its figures change, not when the same figures come in new objects', async () => {
    const { rerender } = render(inTheme(lightTheme, props([1_000, 1_200])));
    await loaded();
    rerender(inTheme(lightTheme, props([1_000, 1_200])));
    await loaded();
    expect(drawn).toHaveLength(1);
    rerender(inTheme(lightTheme, props([1_000, 1_300])));
    await loaded();
    expect(drawn).toHaveLength(2);
    expect(destroyed).toEqual([0]);
  });
});
