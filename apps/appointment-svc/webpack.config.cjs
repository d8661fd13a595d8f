const { nestAppConfig } = require('../../tools/webpack/nest-app.config.cjs');

module.exports = nestAppConfig('appointment-svc', ['appointment-svc']);
