import { useId } from 'react';
import { Box, Button, Center, HStack, Stack, Text } from '@platform/shared';
import { Download } from 'lucide-react';
import { messages } from '../../../messages';
import type { Report } from '../api/list-reports';
import type { ReportExports } from '../hooks/use-report-exports';
import { ReportIcon } from './ReportIcon';

/** Reports with their export buttons ('Generando...' and disabled while one runs). */
export function ReportList({ reports, exports }: { reports: Report[]; exports: ReportExports }) {
  return (
    <Stack as="ul" gap={3} listStyleType="none" m={0} p={0}>
      {reports.map((report) => (
        <ReportItem
          key={report.id}
          report={report}
          generating={exports.generating.has(report.id)}
          onExport={() => exports.start(report.id)}
        />
      ))}
    </Stack>
  );
}

function ReportItem({
  report,
  generating,
  onExport,
}: {
  report: Report;
  generating: boolean;
  onExport: () => void;
}) {
  const titleId = useId();
  return (
    <Box as="li" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p={3}>
      {/* The button wraps under the text when the card is narrow, instead of squeezing it. */}
      <HStack align="flex-start" gap={3} wrap="wrap">
        <Center flexShrink={0} boxSize="9" borderRadius="md" bg="brand.subtle" color="brand.fg">
          <ReportIcon name={report.icon} />
        </Center>
        <Stack gap={0.5} flex="1 1 10rem" minW={0}>
          <Text id={titleId} fontWeight="semibold" fontSize="sm">
            {report.title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {report.description}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="outline"
          flexShrink={0}
          ms="auto"
          disabled={generating}
          aria-busy={generating}
          aria-describedby={titleId}
          onClick={onExport}
        >
          {!generating && <Download aria-hidden />}
          {generating ? messages.reports.generating : messages.reports.export}
        </Button>
      </HStack>
    </Box>
  );
}
