import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Box, Card, Heading, HStack, Link, RouterLink, SimpleGrid, Text } from '@platform/shared';

export interface SupportLink {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  linkLabel: string;
}

/** Cards that send the visitor to the other support pages (status, contact, help, docs). */
export function SupportLinks({ title, links }: { title: string; links: SupportLink[] }) {
  return (
    <Box as="section" aria-labelledby="support-links-title">
      <Heading as="h2" size="lg" mb={4} id="support-links-title">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: links.length }} gap={4}>
        {links.map(({ to, icon: Icon, title: cardTitle, description, linkLabel }) => (
          <Card.Root key={to} variant="outline" _hover={{ borderColor: 'brand.300' }}>
            <Card.Body gap={3}>
              <HStack gap={3}>
                <Box color="brand.600" aria-hidden>
                  <Icon size={22} />
                </Box>
                <Heading as="h3" size="md">
                  {cardTitle}
                </Heading>
              </HStack>
              <Text color="fg.muted" flex="1">
                {description}
              </Text>
              <Link asChild color="brand.700" fontWeight="medium">
                <RouterLink to={to}>
                  {linkLabel} <ArrowRight size={16} aria-hidden />
                </RouterLink>
              </Link>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
