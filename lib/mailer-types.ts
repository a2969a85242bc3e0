// The shape of a mail attachment, shared by the mailer and the outbox rows that carry one.

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  /** Set for an image the HTML shows inline (<img src="cid:...">). */
  cid?: string;
}
