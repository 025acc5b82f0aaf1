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
