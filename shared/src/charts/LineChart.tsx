// By the package's own name, not '@chakra-ui/react': this entry is shared apart from the main one,
// and a remote's copy of it must still use the one Chakra (and its provider) of the main singleton.
import { Box, Text, VisuallyHidden } from '@platform/shared';
import { ResponsiveLine, type PointTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { formatDate } from '../format/dates';
import { formatChartValue, type ChartValueFormat } from './format-chart-value';

/** A point of a chart series (spec 1 §3 "Chart series"): a calendar day and its value. */
export interface ChartPoint {
  date: string;
  value: number;
}

export interface LineChartProps {
  data: readonly ChartPoint[];
  /** How values read on the axis, the tooltip and the accessible table. */
  format: ChartValueFormat;
  /** Accessible name of the chart, e.g. 'Evolución de ingresos'. */
  label: string;
  /** Name of the series in the tooltip and table header, e.g. 'Ingresos'. */
  seriesLabel?: string;
  height?: number | string;
  color?: string;
  emptyText?: string;
}

type Series = { id: string; data: { x: string; y: number }[] };

const MAX_X_TICKS = 8;
const BRAND = '#0b7f66';

const chartTheme = {
  text: { fontSize: 12, fill: '#52525b' },
  axis: { ticks: { text: { fontSize: 11, fill: '#52525b' } } },
  grid: { line: { stroke: '#e4e4e7', strokeWidth: 1 } },
  crosshair: { line: { stroke: '#71717a', strokeOpacity: 0.6 } },
};

/** Day-month for the x axis: '2026-11-22' → '22-11'. */
const shortDate = (date: string) => formatDate(date).slice(0, 5);

/**
 * A line chart of one series over time (the dashboard's 'Evolución'). The SVG is decorative for
 * screen readers, which get the same data as a visually hidden table.
 */
export function LineChart({
  data,
  format,
  label,
  seriesLabel = 'Valor',
  height = 320,
  color = BRAND,
  emptyText = 'No hay datos para el período seleccionado',
}: LineChartProps) {
  const series = useMemo<Series[]>(
    () => [{ id: seriesLabel, data: data.map((point) => ({ x: point.date, y: point.value })) }],
    [data, seriesLabel],
  );
  const tickValues = useMemo(() => {
    const step = Math.max(1, Math.ceil(data.length / MAX_X_TICKS));
    return data.filter((_, index) => index % step === 0).map((point) => point.date);
  }, [data]);

  if (data.length === 0) {
    return (
      <Box role="figure" aria-label={label} py={10} textAlign="center">
        <Text color="fg.muted">{emptyText}</Text>
      </Box>
    );
  }

  const Tooltip = ({ point }: PointTooltipProps<Series>) => (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      px={3}
      py={2}
      fontSize="sm"
    >
      <Text color="fg.muted">{formatDate(String(point.data.x))}</Text>
      <Text fontWeight="semibold">
        {seriesLabel}: {formatChartValue(Number(point.data.y), format)}
      </Text>
    </Box>
  );

  return (
    <Box role="figure" aria-label={label} position="relative" height={height} width="100%">
      <Box aria-hidden height="100%" width="100%">
        <ResponsiveLine<Series>
          data={series}
          margin={{ top: 16, right: 24, bottom: 40, left: format === 'monetary' ? 96 : 64 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
          curve="monotoneX"
          colors={[color]}
          lineWidth={2}
          enableArea
          areaOpacity={0.08}
          pointSize={data.length > 60 ? 0 : 6}
          pointBorderWidth={0}
          enableGridX={false}
          useMesh
          theme={chartTheme}
          axisBottom={{ tickValues, format: (value) => shortDate(String(value)), tickPadding: 8 }}
          axisLeft={{
            tickValues: 5,
            format: (value) => formatChartValue(Number(value), format),
            tickPadding: 8,
          }}
          tooltip={Tooltip}
          role="img"
          ariaLabel={label}
        />
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">{seriesLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.date}>
                <td>{formatDate(point.date)}</td>
                <td>{formatChartValue(point.value, format)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
