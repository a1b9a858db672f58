// E-mail over `--smtp` (nodemailer): one transport per engine, plain text and simple HTML.
import nodemailer from 'nodemailer';
import { errorText, SEND_TIMEOUT_MS, type SendResult } from './send-result.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<SendResult>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  } as object);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
        return { ok: true };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx: the server refused this message for good; anything else may pass later.
        return { ok: false, error: errorText(error), retry: !(code && code >= 500) };
      }
    },
    close: () => transport.close(),
  };
}
