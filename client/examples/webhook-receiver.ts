// A webhook receiver for scripts that would rather be told than listen: checks each delivery's
// signature and prints it. Register it with POST /webhooks (see docs/scripting.md).
//
//   GLAVA_WEBHOOK_SECRET=… npx node client/examples/webhook-receiver.ts 8099
import { createServer } from 'node:http';
import { parseWebhook } from 'glava-studio/client';

const port = Number(process.argv[2] ?? 8099);
const secret = process.env.GLAVA_WEBHOOK_SECRET ?? '';

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const delivery = parseWebhook(Buffer.concat(chunks), req.headers['x-glava-signature'], secret);
    if (!delivery) {
      res.writeHead(401).end();
      return;
    }
    const job = delivery.data.job as { title?: string; download_url?: string } | undefined;
    console.log(`${delivery.event}: ${job?.title ?? delivery.data.book_id}${job?.download_url ? ` → ${job.download_url}` : ''}`);
    // Any 2xx ends the retries; anything else is retried with backoff.
    res.writeHead(204).end();
  });
}).listen(port, '127.0.0.1', () => console.log(`waiting for deliveries on http://127.0.0.1:${port}/`));
