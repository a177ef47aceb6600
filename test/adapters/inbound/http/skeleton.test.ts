import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';

describe('HTTP app skeleton', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  it('answers unknown routes with a problem+json 404', async () => {
    const res = await fetch(`${app.url}/no/such/route`);
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.contain('application/problem+json');
    const body = await res.json();
    expect(body).to.include({ status: 404, code: 'notFound' });
  });
});
