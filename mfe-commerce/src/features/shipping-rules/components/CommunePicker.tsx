import { useDeferredValue, useId, useRef, useState } from 'react';
import {
  Box,
  chakra,
  Button,
  Field,
  Fieldset,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@platform/shared';
import { ChevronDown, ChevronRight, Search, X } from 'lucide-react';
import { communesMatching, type RegionCommunes } from '../commune-search';
import { shippingRulesMessages } from '../messages';

const copy = shippingRulesMessages.picker;

interface CommunePickerProps {
  value: readonly string[];
  onChange: (cities: string[]) => void;
  /** The field's message ('Selecciona al menos una comuna'), shown under the search box. */
  error?: string;
  /** The search box's ref, so the form can focus it. */
  searchRef?: React.Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * The communes of a rule, chosen from Chile's official list (spec 2 §3): a search box (case and
 * accents ignored), the regions north to south, each with its communes and a 'Todas' box, and the
 * chosen ones as tags that remove themselves.
 */
export function CommunePicker({ value, onChange, error, searchRef, onBlur }: CommunePickerProps) {
  const [query, setQuery] = useState('');
  // The list follows the typing a moment later: a one-letter query matches most of Chile.
  const deferredQuery = useDeferredValue(query);
  // Without a search, a region opens on demand; a search opens every region with a match, and
  // those the merchant closes stay closed until the search changes.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [closed, setClosed] = useState<{ query: string; regions: ReadonlySet<string> }>({
    query: '',
    regions: new Set(),
  });
  const regions = communesMatching(deferredQuery);
  const searching = deferredQuery.trim() !== '';
  const closedNow = closed.query === deferredQuery ? closed.regions : new Set<string>();
  const isOpen = (region: string) => (searching ? !closedNow.has(region) : opened.has(region));
  const chosen = new Set(value);

  const flip = (set: ReadonlySet<string>, region: string) => {
    const next = new Set(set);
    if (!next.delete(region)) next.add(region);
    return next;
  };
  const toggleRegion = (region: string) => {
    if (searching) setClosed({ query: deferredQuery, regions: flip(closedNow, region) });
    else setOpened((current) => flip(current, region));
  };
  const setCommunes = (communes: readonly string[], checked: boolean) => {
    if (checked) onChange([...value, ...communes.filter((commune) => !chosen.has(commune))]);
    else onChange(value.filter((commune) => !communes.includes(commune)));
  };

  return (
    <Fieldset.Root invalid={!!error} gap={3} colorPalette="brand">
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        {shippingRulesMessages.form.communes}
      </Fieldset.Legend>

      <SelectedCommunes value={value} onChange={onChange} />

      <Field.Root invalid={!!error}>
        <Field.Label>{copy.search}</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />} w="full">
          <Input
            ref={searchRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
          />
        </InputGroup>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{copy.searchHelp}</Field.HelperText>
        )}
      </Field.Root>

      <Box
        role="group"
        aria-label={copy.regionsLabel}
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        maxH={{ base: 'none', lg: '22rem' }}
        overflowY="auto"
      >
        {regions.length === 0 ? (
          <Text p={4} fontSize="sm" color="fg.muted" role="status">
            {copy.noMatches(deferredQuery.trim())}
          </Text>
        ) : (
          regions.map((entry) => (
            <RegionGroup
              key={entry.region}
              entry={entry}
              chosen={chosen}
              open={isOpen(entry.region)}
              searching={searching}
              onToggle={() => toggleRegion(entry.region)}
              onChange={setCommunes}
            />
          ))
        )}
      </Box>
    </Fieldset.Root>
  );
}

interface RegionGroupProps {
  entry: RegionCommunes;
  chosen: ReadonlySet<string>;
  open: boolean;
  searching: boolean;
  onToggle: () => void;
  onChange: (communes: readonly string[], checked: boolean) => void;
}

function RegionGroup({ entry, chosen, open, searching, onToggle, onChange }: RegionGroupProps) {
  const panelId = useId();
  const { region, communes, total } = entry;
  // 'Todas' is about the whole region, whatever the search shows.
  const all = allCommunesOf(entry, searching);
  const chosenCount = all.filter((commune) => chosen.has(commune)).length;
  const allState = chosenCount === 0 ? false : chosenCount === total ? true : 'indeterminate';
  return (
    <Box borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: 0 }}>
      <HStack gap={2} pe={3} bg={chosenCount > 0 ? 'colorPalette.subtle' : undefined}>
        <Button
          variant="ghost"
          colorPalette="gray"
          color="fg"
          size="sm"
          flex="1"
          minW={0}
          justifyContent="flex-start"
          fontWeight="medium"
          rounded="none"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          textAlign="start"
          whiteSpace="normal"
          h="auto"
          py={2}
        >
          {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          <Box as="span" flex="1" minW={0}>
            {region}
          </Box>
          <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" flexShrink={0}>
            {searching ? copy.regionMatches(communes.length) : copy.regionCount(chosenCount, total)}
          </Text>
        </Button>
        <CheckOption
          checked={allState}
          onChange={(checked) => onChange(all, checked)}
          fontSize="xs"
          flexShrink={0}
        >
          {copy.regionAll}
          <VisuallyHidden>{copy.regionAllContext(region)}</VisuallyHidden>
        </CheckOption>
      </HStack>
      {open && (
        <SimpleGrid id={panelId} columns={{ base: 1, sm: 2 }} gapX={4} gapY={1} px={4} py={3}>
          {communes.map((commune) => (
            <CheckOption
              key={commune}
              checked={chosen.has(commune)}
              onChange={(checked) => onChange([commune], checked)}
            >
              {commune}
            </CheckOption>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

const REGION_COMMUNES = new Map(
  communesMatching('').map((entry) => [entry.region, entry.communes]),
);

/** Every commune of the entry's region, not only the ones a search shows. */
function allCommunesOf(entry: RegionCommunes, searching: boolean): readonly string[] {
  return searching ? (REGION_COMMUNES.get(entry.region) ?? entry.communes) : entry.communes;
}

/** The chosen communes as tags; each removes itself, and the focus stays among them. */
function SelectedCommunes({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (cities: string[]) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const statusId = useId();

  const remove = (commune: string, index: number) => {
    onChange(value.filter((item) => item !== commune));
    // The next tag (or the previous one, for the last) takes the focus of the one that went.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const target = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      target?.focus();
    });
  };

  return (
    <Stack gap={2}>
      <HStack justify="space-between" gap={2} minH={6}>
        <Text
          id={statusId}
          fontSize="sm"
          color={value.length ? 'fg' : 'fg.muted'}
          aria-live="polite"
        >
          {value.length ? copy.selectedTitle(value.length) : copy.noneSelected}
        </Text>
        {value.length > 1 && (
          <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => onChange([])}>
            {copy.clearAll}
          </Button>
        )}
      </HStack>
      {value.length > 0 && (
        <Wrap
          as="ul"
          role="list"
          ref={listRef}
          aria-label={copy.selectedLabel}
          gap={2}
          maxH="9.5rem"
          overflowY="auto"
          p="1px"
        >
          {value.map((commune, index) => (
            <Box as="li" key={commune} listStyleType="none">
              <Button
                size="xs"
                variant="subtle"
                colorPalette="brand"
                rounded="full"
                onClick={() => remove(commune, index)}
                // The visible name first, so 'Ñuñoa' is what speech input says to it.
                aria-label={copy.remove(commune)}
              >
                {commune}
                <X aria-hidden />
              </Button>
            </Box>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}

interface CheckOptionProps {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
  fontSize?: 'xs' | 'sm';
  flexShrink?: number;
}

/**
 * A native checkbox in the theme's colour. A search can show a few hundred communes at once, and
 * the native control keeps that list quick where a widget per commune would not.
 */
function CheckOption({
  checked,
  onChange,
  children,
  fontSize = 'sm',
  flexShrink,
}: CheckOptionProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap={2}
      py={1}
      fontSize={fontSize}
      cursor="pointer"
      flexShrink={flexShrink}
    >
      <chakra.input
        type="checkbox"
        // `indeterminate` is a property only: set on every render, so it follows `checked`.
        ref={(input: HTMLInputElement | null) => {
          if (input) input.indeterminate = checked === 'indeterminate';
        }}
        checked={checked === true}
        onChange={(event) => onChange(event.target.checked)}
        boxSize={4}
        flexShrink={0}
        m={0}
        accentColor="colorPalette.solid"
        cursor="pointer"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '2px',
        }}
      />
      <span>{children}</span>
    </chakra.label>
  );
}
