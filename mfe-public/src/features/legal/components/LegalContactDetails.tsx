import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Grid,
  Link,
  RouterLink,
  SkeletonText,
  Text,
  useQuery,
} from '@platform/shared';
import { formatChileanPhone, platformSettingsQuery, telLink } from '../../support';
import { legalMessages } from '../messages';

const copy = legalMessages.contact;

/** The platform's contact details inside a legal text (from the api's platform settings). */
export function LegalContactDetails() {
  const settings = useQuery(platformSettingsQuery());
  if (settings.isError) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content gap={2}>
          <Alert.Description>
            {copy.error}{' '}
            <Link asChild>
              <RouterLink to="/contact">{copy.fallback}</RouterLink>
            </Link>
          </Alert.Description>
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => void settings.refetch()}
          >
            {copy.retry}
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (settings.isPending) {
    return (
      <Box role="status" aria-label={copy.loading}>
        <SkeletonText noOfLines={4} />
      </Box>
    );
  }
  const data = settings.data;
  const hours = data.support.hours;
  const rows: Array<[string, ReactNode]> = [
    [copy.legalName, `${data.legalName}`],
    [copy.rut, data.rut],
    [copy.address, data.address.fullAddress],
    [
      copy.email,
      <Link key="email" href={`mailto:${data.email}`}>
        {data.email}
      </Link>,
    ],
    [
      copy.privacyEmail,
      <Link key="privacy" href={`mailto:${data.privacyEmail}`}>
        {data.privacyEmail}
      </Link>,
    ],
    [
      copy.phone,
      <Link key="phone" href={telLink(data.phone.number)}>
        {formatChileanPhone(data.phone.number)}
      </Link>,
    ],
    [copy.hours, `${hours.days}, de ${hours.startTime} a ${hours.endTime}`],
  ];
  return (
    <Box
      as="section"
      aria-label={copy.title}
      borderWidth="1px"
      borderRadius="lg"
      p={4}
      bg="bg.subtle"
    >
      <Grid
        as="dl"
        templateColumns={{ base: 'minmax(0, 1fr)', sm: '180px 1fr' }}
        columnGap={4}
        rowGap={{ base: 0, sm: 2 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" fontWeight="semibold" mt={{ base: 2, sm: 0 }}>
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
