import {
  Box,
  Button,
  Container,
  ErrorBox,
  Heading,
  HStack,
  PageHeader,
  RouterLink,
  SimpleGrid,
  Stack,
  Text,
  useQuery,
} from '@platform/shared';
import { PartnerCard } from '../../features/partners/components/PartnerCard';
import { SuccessStoryCard } from '../../features/partners/components/SuccessStoryCard';
import { publicStoresQuery } from '../../features/stores/api/list-public-stores';
import { messages } from '../../messages';
import { ArrowLink } from '../../ui/ArrowLink';
import { CardGrid, CardGridSkeleton } from '../../ui/CardGrid';

const copy = messages.partners;
const STORIES_SHOWN = 2;

/** `/partners`: partner companies, two success stories and a call to action (spec 3 §2). */
export default function PartnersPage() {
  const catalogue = useQuery(publicStoresQuery({ partner: true }));
  const { data } = catalogue;
  const partners = data?.stores ?? [];
  const stories = partners
    .filter((partner) => partner.successStory)
    .slice(0, STORIES_SHOWN)
    .map((partner) => ({ partner, story: partner.successStory! }));

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />

      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap={4} mb={12}>
        {copy.stats.map((stat) => (
          <Stack key={stat.value} borderWidth="1px" borderRadius="lg" p={5} gap={1} bg="bg">
            <Text as="dt" fontSize="sm" color="fg.muted" order={2}>
              {stat.label}
            </Text>
            <Text as="dd" fontSize="3xl" fontWeight="bold" color="brand.fg" order={1}>
              {stat.value}
            </Text>
          </Stack>
        ))}
        <Stack borderWidth="1px" borderRadius="lg" p={5} gap={1} bg="bg">
          <Text as="dt" fontSize="sm" color="fg.muted" order={2}>
            {copy.partnersCount(partners.length)}
          </Text>
          <Text as="dd" fontSize="3xl" fontWeight="bold" color="brand.fg" order={1}>
            {data ? partners.length : '—'}
          </Text>
        </Stack>
      </SimpleGrid>

      {catalogue.isError ? (
        <ErrorBox
          title={copy.errorTitle}
          message={copy.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : (
        <Stack gap={12}>
          <Box as="section" aria-labelledby="companies-title">
            <HStack justify="space-between" align="baseline" mb={4} wrap="wrap">
              <Heading as="h2" size="lg" id="companies-title">
                {copy.companiesTitle}
              </Heading>
              <ArrowLink to="/tiendas">{copy.catalogueLink}</ArrowLink>
            </HStack>
            {catalogue.isPending ? (
              <CardGridSkeleton count={3} cardHeight="56" label={copy.loading} />
            ) : partners.length === 0 ? (
              <Text color="fg.muted">{copy.empty}</Text>
            ) : (
              <CardGrid items={partners}>{(partner) => <PartnerCard partner={partner} />}</CardGrid>
            )}
          </Box>

          {stories.length > 0 && (
            <Box as="section" aria-labelledby="stories-title">
              <Heading as="h2" size="lg" mb={4} id="stories-title">
                {copy.storiesTitle}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                {stories.map(({ partner, story }) => (
                  <SuccessStoryCard key={partner.id} partner={partner} story={story} />
                ))}
              </SimpleGrid>
            </Box>
          )}
        </Stack>
      )}

      <Box
        as="section"
        aria-labelledby="partners-cta-title"
        mt={12}
        colorPalette="brand"
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        borderRadius="xl"
        px={{ base: 6, md: 10 }}
        py={{ base: 8, md: 10 }}
      >
        <Stack gap={4} align={{ base: 'stretch', md: 'flex-start' }}>
          <Heading as="h2" size="xl" id="partners-cta-title">
            {copy.cta.title}
          </Heading>
          <Text maxW="2xl">{copy.cta.description}</Text>
          <HStack gap={3} wrap="wrap">
            <Button
              asChild
              size="lg"
              bg="colorPalette.contrast"
              color="colorPalette.fg"
              _hover={{ bg: 'colorPalette.subtle' }}
            >
              <RouterLink to="/register">{copy.cta.register}</RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="colorPalette.contrast"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/pricing">{copy.cta.pricing}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Box>
    </Container>
  );
}
