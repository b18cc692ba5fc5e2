// Takes webpack's own sharing runtime out of the chunks where the federation plugin adds its own.
// It reaches into webpack: the runtime module's class is not public API (`webpack/lib/...`), and
// it is recognised by the name webpack gives it. drop-shadowed-share-runtime.test.cjs compiles a
// small federated app to check that both still hold and that webpack still adds the module.
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

/**
 * webpack's own sharing runtime (`__webpack_require__.I` and the share data) is added beside the
 * federation plugin's, which runs after it and replaces both, so every entry carried ~2 KB of
 * code that never ran (~0.3 KB gzip). Where a chunk has both, webpack's is taken out.
 */
class DropShadowedShareRuntimePlugin {
  apply(compiler) {
    const name = 'DropShadowedShareRuntimePlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(name, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
            (module) => module.name === 'sharing',
          );
          if (sharing.length < 2) continue;
          for (const module of sharing) {
            if (!(module instanceof WebpackShareRuntimeModule)) continue;
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
            chunkGraph.disconnectChunkAndModule(chunk, module);
          }
        }
      });
    });
  }
}

module.exports = { DropShadowedShareRuntimePlugin };
