module.exports = {
  ...require('../../jest.preset.cjs'),
  ...require('./jest-infra.cjs'),
  displayName: require('./package.json').name,
};
