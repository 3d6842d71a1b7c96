// Downloads (PDF reports): the file name a browser saves them under. A name with letters outside ASCII (a role in
// Chinese, say) is given twice: `filename*` in UTF-8 (RFC 6266), which every current browser prefers, and `filename`
// in ASCII for the clients that cannot read it.
import { asciiFileName } from '@waypoint/domain';
import type { FastifyReply } from 'fastify';

export function attachmentDisposition(fileName: string): string {
  const ascii = asciiFileName(fileName);
  return ascii === fileName ? `attachment; filename="${fileName}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendPdfAttachment(reply: FastifyReply, pdf: Buffer | Uint8Array, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(pdf);
}
