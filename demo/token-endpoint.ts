// What the partner's token endpoint must answer (docs/contract.md §1, "Token endpoint"), and two endpoints that do it: the
// code the configurator shows. docs/token-endpoint.md carries the same blocks (test/browser/demo checks they match,
// and test/node/token-endpoint-doc.test.js runs them against the sandbox).

/** The answer the widgets read best: the token and its lifetime in seconds. */
export const TOKEN_ANSWER = `{"access_token": "eyJhbGciOi…", "expires_in": 3600}`;

/** Node 18 or later, no dependency. */
export const NODE_TOKEN_ENDPOINT = `// cee-token.mjs (Node 18+): answers POST /mon-site/cee-token for your pages, behind your site.
import { createServer } from 'node:http';

// From your contract with the service, on the server only: never in a page.
const { CEE_TOKEN_URL, CEE_CLIENT_ID, CEE_CLIENT_SECRET, PORT = '3000' } = process.env;
const credentials = { grant_type: 'client_credentials', client_id: CEE_CLIENT_ID, client_secret: CEE_CLIENT_SECRET };

createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/mon-site/cee-token') return res.writeHead(404).end();
  const token = await fetch(CEE_TOKEN_URL, { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams(credentials) })
    .then((answer) => (answer.ok ? answer.json() : {}))
    .catch(() => ({}));
  res.setHeader('Content-Type', 'application/json').setHeader('Cache-Control', 'no-store');
  if (typeof token.access_token !== 'string') return res.writeHead(502).end('{"message": "Jeton indisponible."}');
  res.end(JSON.stringify({ access_token: token.access_token, expires_in: token.expires_in }));
}).listen(Number(PORT));`;

/** PHP 7.4 or later, no extension beyond the standard ones. */
export const PHP_TOKEN_ENDPOINT = `<?php
// cee-token.php, served at POST /mon-site/cee-token. Your contract's credentials stay on the server.
if ($_SERVER['REQUEST_METHOD'] !== 'POST') {
    http_response_code(405);
    exit;
}
$credentials = ['grant_type' => 'client_credentials', 'client_id' => getenv('CEE_CLIENT_ID'), 'client_secret' => getenv('CEE_CLIENT_SECRET')];
$answer = @file_get_contents(getenv('CEE_TOKEN_URL'), false, stream_context_create(['http' => [
    'method' => 'POST',
    'header' => "Content-Type: application/x-www-form-urlencoded\\r\\nAccept: application/json",
    'content' => http_build_query($credentials),
    'ignore_errors' => true,
    'timeout' => 10,
]]));
$token = $answer === false ? null : json_decode($answer, true);
header('Content-Type: application/json');
header('Cache-Control: no-store');
if (!is_array($token) || !is_string($token['access_token'] ?? null)) {
    http_response_code(502);
    echo json_encode(['message' => 'Jeton indisponible.']);
    exit;
}
$body = ['access_token' => $token['access_token']];
if (isset($token['expires_in'])) {
    $body['expires_in'] = (int) $token['expires_in'];
}
echo json_encode($body);`;
