import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP forwarder on a local port to a real server, which a test can cut or stall (as a network outage) and restore. */
export interface TcpProxy {
  port: number;
  /** Ends every connection through it and stops listening: new connections are refused. */
  cut(): Promise<void>;
  /**
   * Keeps every connection open but forwards nothing either way, as a stalled network or a frozen host: new
   * connections are accepted and held the same way. What was sent meanwhile arrives once restored.
   */
  stall(): void;
  /** Listens again on the same port and forwards again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A paused socket reads nothing: its bytes wait in the kernel, unacknowledged by the other side's reads.
    if (stalled) socket.pause();
  };
  const listen = (port: number) => {
    const server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.on('data', (chunk) => upstream.write(chunk));
      upstream.on('data', (chunk) => client.write(chunk));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
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
    stall() {
      stalled = true;
      for (const socket of sockets) socket.pause();
    },
    async restore() {
      stalled = false;
      for (const socket of sockets) socket.resume();
      server ??= await listen(port);
    },
    close: cut,
  };
}
