// The baseline: a bare node:http server answering the body it is given, so the bench shows what the framework,
// the bus and the services cost on top of Node itself.
import { createServer } from 'node:http';

// The body comes as the first IPC message: a long list is more than the environment can carry.
process.once('message', (body) => {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
});
