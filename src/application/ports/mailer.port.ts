/** One message to one person: plain text, and the same in HTML when there is a link to press. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail on the service's behalf (verification and reset links, invitations). Resolves once the
 * message is handed on (accepted by the SMTP server, or written whole to the outbox); rejects when it
 * was not, so the caller can tell the user to try again.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
