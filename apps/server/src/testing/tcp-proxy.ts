import net from "node:net";

/**
 * A TCP proxy in front of a real service, for fault tests: it passes bytes through, or hangs (holds
 * every connection open and silent, as a stuck server does), or refuses (drops every connection).
 */
export class TcpProxy {
  private readonly server: net.Server;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private state: "passing" | "hanging" | "refusing" = "passing";
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = net.createServer((client) => this.accept(client));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** The same URL, pointed at the proxy. */
  url(target: string): string {
    const url = new URL(target);
    url.hostname = "127.0.0.1";
    url.port = String(this.port);
    return url.toString();
  }

  private accept(client: net.Socket) {
    if (this.state === "refusing") return void client.destroy();
    const upstream = net.connect(this.targetPort, this.targetHost);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    for (const socket of pair) {
      socket.on("error", end);
      socket.on("close", end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    if (this.state === "hanging") this.holdPair(pair);
  }

  private holdPair([client, upstream]: [net.Socket, net.Socket]) {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  }

  /** Holds every connection, old and new: bytes wait, nobody answers. */
  hang() {
    this.state = "hanging";
    for (const pair of this.pairs) this.holdPair(pair);
  }

  /** Drops every connection and refuses new ones. */
  refuse() {
    this.state = "refusing";
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  /** Back to passing bytes; held connections carry on where they stopped. */
  pass() {
    this.state = "passing";
    for (const [client, upstream] of this.pairs) {
      client.pipe(upstream);
      upstream.pipe(client);
    }
  }

  async close() {
    this.refuse();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
