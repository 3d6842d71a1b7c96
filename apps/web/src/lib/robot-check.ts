// The "I am not a robot" check (D13) solved in the browser: find the number n such that
// SHA-256(salt + n) equals the challenge, with crypto.subtle. The expected work is a fraction of a second; the
// loop yields to the event loop now and then so the page stays responsive.
import { api } from './api';

export interface RobotChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function solveChallenge(challenge: RobotChallenge, signal?: AbortSignal): Promise<string> {
  const max = challenge.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n += 1) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if ((await sha256Hex(challenge.salt + n)) === challenge.challenge) {
      const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: n, salt: challenge.salt, signature: challenge.signature };
      return btoa(JSON.stringify(payload));
    }
    if (n % 2000 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('The robot check could not be solved.');
}

async function fetchRobotChallenge(): Promise<RobotChallenge> {
  const { data } = await api.GET('/api/altcha/challenge');
  if (!data) throw new Error('The robot check is unavailable. Please try again.');
  return data;
}

/** Fetches a fresh challenge and solves it: the payload to send as `altcha`. */
export async function proveNotARobot(signal?: AbortSignal): Promise<string> {
  return solveChallenge(await fetchRobotChallenge(), signal);
}
