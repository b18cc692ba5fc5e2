// Once per Jest run, before any test file: Chakra as one file (chakra-bundle.cjs).
const { buildChakraBundle } = require('./chakra-bundle.cjs');

module.exports = buildChakraBundle;
