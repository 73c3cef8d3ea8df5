import { useT } from '@simbiz/ui';
import type { Options, SeriesOptionsType } from 'highcharts';
import { useEffect, useRef } from 'react';
import { useTheme } from 'styled-components';

export interface ChartProps {
  /** What the chart shows, for assistive technology (the same figures are in the table beside it). */
  label: string;
  kind: 'column' | 'line' | 'bar';
  categories: string[];
  series: { name: string; data: number[] }[];
  stacked?: boolean;
  yTitle: string;
  /** How a value reads: in full in the tooltip, short on the axis (money in the world's currency). */
  money: { full: (value: number) => string; short: (value: number) => string };
}

type Highcharts = typeof import('highcharts');

/**
 * A Highcharts chart, drawn in an effect (Highcharts is loaded only then, so the area's entry stays
 * small), in the theme's colours, redrawn when the figures, the theme or the language change.
 */
export function Chart({ label, kind, categories, series, stacked, yTitle, money }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const { language } = useT('analyses');
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('highcharts').then((loaded) => {
      const highcharts = ((loaded as { default?: Highcharts }).default ?? loaded) as Highcharts;
      if (cancelled || !box.current) return;
      const axisText = { style: { color: theme.textMuted } };
      const options: Options = {
        chart: { type: kind, backgroundColor: 'transparent', style: { fontFamily: 'inherit' } },
        title: { text: undefined },
        credits: { enabled: false },
        // The table beside each chart carries the figures for assistive technology.
        accessibility: { enabled: false },
        colors: [
          theme.variants.primary.background,
          theme.variants.success.background,
          theme.variants.warning.background,
          theme.variants.info.background,
          theme.variants.danger.background,
        ],
        xAxis: { categories, labels: axisText, lineColor: theme.border },
        yAxis: {
          title: { text: yTitle, style: { color: theme.textMuted } },
          labels: {
            ...axisText,
            formatter() {
              return money.short(Number(this.value));
            },
          },
          gridLineColor: theme.border,
        },
        legend: { itemStyle: { color: theme.text } },
        tooltip: {
          formatter() {
            return `${this.series.name}: <b>${money.full(Number(this.y))}</b>`;
          },
        },
        // No animation: figures show at once (and screenshots show them).
        plotOptions: { series: { stacking: stacked ? 'normal' : undefined, animation: false } },
        series: series.map((s) => ({ type: kind, name: s.name, data: s.data })) as SeriesOptionsType[],
      };
      chart = highcharts.chart(box.current, options);
      // The wrapper names the chart for assistive technology; the drawing itself is decoration.
      const svg = box.current.querySelector('svg');
      svg?.removeAttribute('role');
      svg?.setAttribute('aria-hidden', 'true');
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, categories, series, stacked, yTitle, money, theme, language]);
  return <div ref={box} role="img" aria-label={label} data-testid="chart" style={{ minHeight: 320 }} />;
}
