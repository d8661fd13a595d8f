const { nestAppConfig } = require('../../tools/webpack/nest-app.config.cjs');

module.exports = nestAppConfig('standalone', ['auth-svc', 'appointment-svc', 'chat-svc', 'ai-svc', 'signaling-svc']);
