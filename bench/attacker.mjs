// The attacker of bench/floods.ts in a process of its own, as a real one is: reads {base, requests} as JSON on stdin,
// sends every request at once (each {method, url, body, headers}), and prints "sending", then how many were
// answered with each status.
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { base, requests } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const statuses = {};
// Told before the first request leaves, so the honest person's clock starts inside the flood.
process.stdout.write('sending\n');
await Promise.all(
  requests.map(async ({ method, url, body, headers }) => {
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch {
      statuses.failed = (statuses.failed ?? 0) + 1;
    }
  }),
);
process.stdout.write(JSON.stringify(statuses));
