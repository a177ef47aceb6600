import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { generate } from 'selfsigned';

let certificate: Promise<{ key: string; cert: string }> | undefined;

/** A self-signed certificate for 127.0.0.1, made once per test process. */
export function loopbackCertificate(): Promise<{ key: string; cert: string }> {
  certificate ??= generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  }).then((pems) => ({ key: pems.private, cert: pems.cert }));
  return certificate;
}

/**
 * Makes this process's https requests (the ones without an agent of their own, as the app's readers
 * make them) trust the loopback certificate besides the usual roots, as NODE_EXTRA_CA_CERTS would at
 * start. Returns the undo.
 */
export async function trustLoopbackCertificate(): Promise<() => void> {
  const { cert } = await loopbackCertificate();
  const before = https.globalAgent.options.ca;
  https.globalAgent.options.ca = [...rootCertificates, cert];
  return () => {
    https.globalAgent.options.ca = before;
  };
}
