// No PostgreSQL or NATS here (so not testing/jest-infra.cjs): the S3 int-specs start their own
// in-process S3 server (startS3Server from @simbiz/testing), the disk specs use a temp directory.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  testTimeout: 30000,
};
