// How every build compiles the apps' TypeScript and JSX (swc): the browser builds of the apps,
// the one-app build of the bench, and the Node build of the prerendered pages.
/**
 * @param {{ production: boolean, target?: string }} options
 */
function swcRule({ production, target = 'es2020' }) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

module.exports = { swcRule };
