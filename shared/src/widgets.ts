/**
 * `@platform/shared/widgets`: Chakra's stateful widgets (each runs a zag state machine), a second
 * shared entry so their code stays off every first page; a page that uses one loads this entry
 * with its own chunk. Their recipes are registered in the main `system`, so they render styled
 * under `AppProvider`.
 *
 * Plain pieces (layout, text, buttons, inputs, fields, cards, tables) stay in the main entry.
 */
export { Accordion, Avatar, Checkbox, Progress, RadioGroup, Switch, Tabs } from '@chakra-ui/react';
