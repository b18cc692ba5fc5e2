import type { ReactNode } from 'react';
import { Box, Grid } from '@platform/shared';

/** One row of `Details`: a label and its value; rows without a value are left out. */
export type DetailRow = readonly [label: string, value: ReactNode];

interface DetailsProps {
  rows: ReadonlyArray<DetailRow | null | false>;
  /** Each label above its value, for a narrow panel; else side by side from `sm` up. */
  stacked?: boolean;
}

/** Labelled values as a description list: label and value side by side, or stacked. */
export function Details({ rows, stacked = false }: DetailsProps) {
  const shown = rows.filter(
    (row): row is DetailRow => !!row && row[1] !== null && row[1] !== undefined && row[1] !== '',
  );
  return (
    <Grid
      as="dl"
      templateColumns={
        stacked
          ? 'minmax(0, 1fr)'
          : { base: 'minmax(0, 1fr)', sm: 'minmax(8rem, auto) minmax(0, 1fr)' }
      }
      columnGap={4}
      rowGap={stacked ? 0.5 : { base: 0.5, sm: 2 }}
      fontSize="sm"
      m={0}
    >
      {shown.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted">
            {label}
          </Box>
          <Box
            as="dd"
            m={0}
            mb={stacked ? 2.5 : { base: 2.5, sm: 0 }}
            minW={0}
            overflowWrap="anywhere"
          >
            {value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
