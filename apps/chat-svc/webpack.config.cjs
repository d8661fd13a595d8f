const { nestAppConfig } = require('../../tools/webpack/nest-app.config.cjs');

module.exports = nestAppConfig('chat-svc', ['chat-svc']);
