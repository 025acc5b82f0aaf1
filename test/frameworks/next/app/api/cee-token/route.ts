// The site's token endpoint, as docs/token-endpoint.md has it: here it asks the sandbox's (CEE_SERVICE) for a token.
export async function POST() {
  const answer = await fetch(`${process.env.CEE_SERVICE}/token`, { method: 'POST' });
  return new Response(await answer.text(), { status: answer.status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
}
