// @ts-check
/**
 * Multipart bodies for the sandbox's document uploads, shared by the node tests that send them.
 */
import { request } from 'node:http';

/**
 * A multipart form: a string is a text part, `[blob, name]` a file part.
 * @param {Record<string, string | [Blob, string]>} parts
 */
export function form(parts) {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value[0], value[1]);
  }
  return data;
}

/**
 * Sends headers announcing a multipart body of `declared` bytes and a few bytes of it, and resolves with the answer
 * that arrives before the rest of the body was ever sent.
 * @param {string} url
 * @param {number} declared
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, body: any}>}
 */
export function announceHugeUpload(url, declared, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=xyz', 'Content-Length': String(declared) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => {
        req.destroy();
        resolve({ status: Number(res.statusCode), body: JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.write('--xyz\r\nContent-Disposition: form-data; name="type_id"\r\n\r\n12\r\n');
  });
}

/**
 * Sends a multipart upload whose size is never declared (chunked) and whose file part never ends: chunks of zeros as
 * long as the server reads them. Resolves with the answer and the bytes the server had taken when it answered.
 * @param {string} url
 * @returns {Promise<{status: number, body: any, sent: number}>}
 */
export function sendEndlessUpload(url) {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024);
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part) => { text += part; });
      res.on('end', () => {
        req.destroy();
        resolve({ status: Number(res.statusCode), body: JSON.parse(text), sent });
      });
    });
    req.on('error', (error) => { if (!answered) reject(error); });
    req.write('--xyz\r\nContent-Disposition: form-data; name="type_id"\r\n\r\n12\r\n'
      + '--xyz\r\nContent-Disposition: form-data; name="file"; filename="endless.bin"\r\nContent-Type: application/octet-stream\r\n\r\n');
    // Writes while the socket takes them, the way a client streams a file, until the answer arrives.
    const pump = () => {
      while (!answered && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

/**
 * Starts a multipart upload, sends its first part and then nothing: a stalled upload. Resolves with the answer.
 * @param {string} url
 * @returns {Promise<{status: number, body: any}>}
 */
export function sendStalledUpload(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part) => { text += part; });
      res.on('end', () => {
        req.destroy();
        resolve({ status: Number(res.statusCode), body: JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.write('--xyz\r\nContent-Disposition: form-data; name="type_id"\r\n\r\n12\r\n');
  });
}
