import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner';
import type { FiguresChartProps } from './FiguresChart';

const FiguresChart = lazy(() => import('./FiguresChart'));

/** The chart with Chart.js fetched on first use, so no other page carries it. */
export function LazyFiguresChart(props: FiguresChartProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <FiguresChart {...props} />
    </Suspense>
  );
}
