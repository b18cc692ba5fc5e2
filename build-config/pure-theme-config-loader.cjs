// Chakra's theme module builds `defaultThemeConfig = defineConfig({... every recipe ...})` at load
// time. We never use that default config, but the call is not marked pure, so webpack keeps it and
// with it all ~60 recipes (~13 KB gzip on every first page). Marking the call pure lets webpack
// drop it, and only the recipes our system registers are bundled.
module.exports = function markDefaultThemeConfigPure(source) {
  const marked = source.replace(
    /(const defaultThemeConfig = )defineConfig\(/,
    '$1/* @__PURE__ */ defineConfig(',
  );
  if (marked === source) {
    this.emitWarning(new Error('Chakra theme: defaultThemeConfig not found, recipes not trimmed'));
  }
  return marked;
};
