import { useEffect, useId, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface FiguresSeries {
  label: string;
  values: number[];
  color: string;
}

export interface FiguresChartProps {
  /** Names the chart and its table. */
  title: string;
  labels: string[];
  series: FiguresSeries[];
  /** How a value is written in the table and the tooltips (a count, an amount of money). */
  format: (value: number) => string;
  /** The table's column header for the labels (Tag, Woche). */
  labelHeader: string;
  tableSummary: string;
  /** The axis goes at least this high, so a quiet period does not draw a scale of single cents. */
  minTop?: number;
}

/**
 * A bar chart (Chart.js, in this chunk only: pages load it when they show figures) with the same figures as a table
 * beneath it, so that nobody depends on seeing the canvas: the canvas is an image named by the title, the table is
 * what screen readers and keyboard users read.
 */
export default function FiguresChart({
  title,
  labels,
  series,
  format,
  labelHeader,
  tableSummary,
  minTop = 5,
}: FiguresChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const tableId = useId();
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 2 })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y: {
            beginAtZero: true,
            suggestedMax: minTop,
            ticks: { precision: 0, callback: (value) => format(Number(value)) },
          },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.raw))}` } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, format, minTop]);
  return (
    <figure className="figures-chart">
      <div className="figures-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={title} aria-describedby={tableId} />
      </div>
      <details>
        <summary>{tableSummary}</summary>
        <div className="table-wrap" tabIndex={0} role="region" aria-label={title}>
          <table id={tableId}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                {series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
