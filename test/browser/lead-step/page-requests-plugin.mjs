// A web-test-runner plugin (registered in web-test-runner.config.mjs): every request the test page makes, to any
// origin (fetch, XHR, beacons, images, module loads), as Playwright sees it leave the browser, with its method, URL,
// headers and body. The contact step's tests read it to show that no request carries what a visitor typed.
//
// From a test: executeServerCommand('page-requests', {action: 'start'}) starts a log for the page (a new one each
// time); {action: 'read'} answers the requests since, in order.
/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function pageRequests() {
  /** @type {Map<string, {entries: object[], stop: () => void}>} */
  const logs = new Map();
  return {
    name: 'page-requests',
    async executeCommand({ command, payload, session }) {
      if (command !== 'page-requests') return undefined;
      if (session.browser.type !== 'playwright') throw new Error('page-requests needs the Playwright launcher');
      const action = payload?.action;
      if (action === 'start') {
        logs.get(session.id)?.stop();
        const page = session.browser.getPage(session.id);
        const entries = [];
        const listener = (request) =>
          entries.push({ method: request.method(), url: request.url(), headers: request.headers(), body: request.postData() ?? '' });
        page.on('request', listener);
        logs.set(session.id, { entries, stop: () => page.off('request', listener) });
        return true;
      }
      if (action === 'read') return logs.get(session.id)?.entries ?? [];
      throw new Error(`page-requests: unknown action ${action}`);
    },
  };
}
