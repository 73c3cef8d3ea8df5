import { useT } from '@simbiz/ui';
import type { Options, SeriesOptionsType } from 'highcharts';
import { useEffect, useRef } from 'react';
import { useTheme } from 'styled-components';

/** How a value reads: in full in the tooltip, short on the axis (money, shoppers, grades, shares). */
export interface ChartFormat {
  full: (value: number) => string;
  short: (value: number) => string;
}

export interface ChartProps {
  /** What the chart shows, for assistive technology (the same figures are in the table beside it). */
  label: string;
  /** 'line' unless told. */
  kind?: 'line' | 'spline' | 'column' | 'bar' | 'area';
  categories: readonly string[];
  /** A missing figure (null) leaves a gap. */
  series: readonly { name: string; data: readonly (number | null)[] }[];
  stacked?: boolean;
  yTitle: string;
  format: ChartFormat;
}

type Highcharts = typeof import('highcharts');

/**
 * A Highcharts chart, drawn in an effect (Highcharts is loaded only then, in a chunk of its own, so
 * no area's entry carries it), in the theme's colours, without animation. It is redrawn when what
 * it shows changes (not when its props are new objects with the same figures), when the theme
 * changes or the language does; the tooltip and axis read `format` as it is at the moment.
 */
export function Chart({ label, kind = 'line', categories, series, stacked = false, yTitle, format }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const formatNow = useRef(format);
  // Runs before the drawing's effect (effects run in order), so a redraw formats with the latest `format`.
  useEffect(() => {
    formatNow.current = format;
  });
  const theme = useTheme();
  const { language } = useT();
  const figures = JSON.stringify({ kind, categories, series, stacked, yTitle });
  useEffect(() => {
    const shown = JSON.parse(figures) as Required<Pick<ChartProps, 'kind' | 'categories' | 'series' | 'stacked' | 'yTitle'>>;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('highcharts').then((loaded) => {
      const highcharts = ((loaded as { default?: Highcharts }).default ?? loaded) as Highcharts;
      if (cancelled || !box.current) return;
      const axisText = { style: { color: theme.textMuted } };
      const options: Options = {
        chart: { type: shown.kind, backgroundColor: 'transparent', style: { fontFamily: 'inherit' } },
        lang: { locale: language },
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
          theme.variants.secondary.background,
        ],
        xAxis: { categories: [...shown.categories], labels: axisText, lineColor: theme.border },
        yAxis: {
          title: { text: shown.yTitle, style: { color: theme.textMuted } },
          labels: {
            ...axisText,
            formatter() {
              return formatNow.current.short(Number(this.value));
            },
          },
          gridLineColor: theme.border,
          // Across the width (a bar chart's value axis), ticks wider apart than Highcharts' 72 px, so no label is cut short.
          ...(shown.kind === 'bar' ? { tickPixelInterval: 110 } : {}),
        },
        legend: { itemStyle: { color: theme.text }, itemHoverStyle: { color: theme.variants.primary.softText }, itemHiddenStyle: { color: theme.textMuted } },
        tooltip: {
          backgroundColor: theme.surfaceRaised,
          borderColor: theme.border,
          style: { color: theme.text },
          formatter() {
            return `${String(this.category ?? '')}<br/>${this.series.name}: <b>${formatNow.current.full(Number(this.y))}</b>`;
          },
        },
        // No animation: figures show at once (and screenshots show them).
        plotOptions: {
          series: { stacking: shown.stacked ? 'normal' : undefined, animation: false },
          // Bars and columns are edged in the card's colour, not Highcharts' white.
          column: { borderColor: theme.surface },
          bar: { borderColor: theme.surface },
        },
        series: shown.series.map((s) => ({ type: shown.kind, name: s.name, data: [...s.data] })) as SeriesOptionsType[],
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
  }, [figures, theme, language]);
  return <div ref={box} role="img" aria-label={label} data-testid="chart" style={{ minHeight: 320 }} />;
}
