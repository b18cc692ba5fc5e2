// Stands in for stylesheets, images and fonts imported by components under test.
module.exports = 'test-file-stub';
