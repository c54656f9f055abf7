import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP forwarder on a local port to a real server, which a test can cut (as a network outage) and restore. */
export interface TcpProxy {
  port: number;
  /** Ends every connection through it and stops listening: new connections are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const listen = (port: number) => {
    const server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
  };
  let server: Server | undefined = await listen(0);
  const port = (server.address() as { port: number }).port;
  const cut = async () => {
    const stopping = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (stopping ? stopping.close(() => resolve()) : resolve()));
  };
  return {
    port,
    cut,
    async restore() {
      server ??= await listen(port);
    },
    close: cut,
  };
}
