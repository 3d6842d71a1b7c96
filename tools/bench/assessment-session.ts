// Setup of the `POST /api/assessment/submit` bench scenario: a signed-in user, made the way a person makes one
// (robot check, signup, the confirmation email, login), so the measured requests carry a real session cookie.
// The production server keeps no dev outbox, so it gets SMTP_URL pointing at the tiny sink below.
import { createHash } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';

/** Just enough SMTP to accept a message from nodemailer and keep its raw text. */
export async function startMailSink(): Promise<{ url: string; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 bench-sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO')) socket.write('250-bench-sink\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function solveChallenge(base: string): Promise<string> {
  const c = (await (await fetch(`${base}/api/altcha/challenge`)).json()) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('robot check challenge has no solution');
}

/** Decodes quoted-printable soft breaks and escapes so a link split across lines can be read back. */
export function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Headers and body of one answer submission by a freshly signed-in user. */
export async function submitRequest(port: number, mail: { messages: string[] }, origin: string): Promise<{ headers: Record<string, string>; body: string }> {
  const base = `http://127.0.0.1:${port}`;
  const email = `bench.${Date.now()}@example.com`;
  const password = 'violet tractor lemonade';
  const json = { 'content-type': 'application/json', origin };
  const signup = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ full_name: 'Bench User', email, password, altcha: await solveChallenge(base) }),
  });
  if (signup.status !== 201) throw new Error(`bench signup failed: ${signup.status} ${await signup.text()}`);

  let token: string | undefined;
  for (let waited = 0; !token && waited < 15_000; waited += 100) {
    const message = mail.messages.map(unfold).find((m) => m.includes(email));
    token = message ? /\/email-confirmation\/([A-Za-z0-9_-]+)/.exec(message)?.[1] : undefined;
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error('bench: no confirmation email arrived');
  const confirm = await fetch(`${base}/api/confirm-email/${token}/`);
  if (confirm.status !== 200) throw new Error(`bench confirm failed: ${confirm.status}`);

  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (login.status !== 200 || !cookie) throw new Error(`bench login failed: ${login.status}`);

  const assessment = (await (await fetch(`${base}/api/assessment/by-title?title=What%20Is%20Not%20Working`)).json()) as {
    assessment_id: string;
    questions: { question_id: string; data: unknown }[];
  };
  const question = assessment.questions[0];
  if (!question) throw new Error('bench: no questions');
  return {
    headers: { ...json, cookie },
    body: JSON.stringify({
      assessment_id: assessment.assessment_id,
      question_id: question.question_id,
      question_data: question.data,
      answer_data: { type: 'scale', selection: '4' },
    }),
  };
}
