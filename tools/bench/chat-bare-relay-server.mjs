// The chat bench's baseline: a plain Socket.IO server relaying each message to its room (the sender's socket
// included, as the gateway does) and acknowledging it; no session, no validation, no storage, no bus. It answers
// on the gateway's path and event names so the bench's clients drive both alike.
import { createServer } from 'node:http';

import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { path: '/api/socket.io', serveClient: false, transports: ['websocket'] });
const chat = io.of('/chat');
chat.on('connection', (socket) => {
  socket.on('join-user', ({ roomId }, ack) => {
    socket.join(`chat:${roomId}`);
    ack({ status: 'success', data: { roomId } });
  });
  socket.on('send-message', ({ roomId, message }, ack) => {
    const relayed = { ...message, timestamp: new Date().toISOString() };
    chat.to(`chat:${roomId}`).emit('receive-message', { message: relayed, roomId });
    ack({ status: 'success', data: relayed });
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.once('SIGTERM', () => io.close(() => process.exit(0)));
