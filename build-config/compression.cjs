// The gzip level of the copies every build writes beside its files (`x.js.gz`), which static
// hosting sends as they are. They are compressed once, at build time, so the highest level costs
// only build time (a few seconds over the seven apps); measured against level 6 on the first
// page's JavaScript, 0.2 KB less to download. (scripts/serve.mjs compresses what has no copy at
// level 6: that work is done per request.)
const BUILD_GZIP_LEVEL = 9;

module.exports = { BUILD_GZIP_LEVEL };
