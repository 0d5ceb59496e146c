/**
 * Typed errors: a plugin throws one, the kernel answers `{ status, code, message, details }`.
 * `code` is a stable message key the client translates.
 */
export class LaudaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends LaudaError {
  constructor(message: string, details?: unknown, code = 'error.badRequest') {
    super(400, code, message, details);
  }
}
export class UnauthorizedError extends LaudaError {
  constructor(message = 'Session expired or not signed in', code = 'error.unauthorized') {
    super(401, code, message);
  }
}
export class ForbiddenError extends LaudaError {
  constructor(message = 'You do not have permission for this action', details?: unknown, code = 'error.forbidden') {
    super(403, code, message, details);
  }
}
export class NotFoundError extends LaudaError {
  constructor(message = 'Not found', code = 'error.notFound', details?: unknown) {
    super(404, code, message, details);
  }
}
export class ConflictError extends LaudaError {
  constructor(message: string, code = 'error.conflict', details?: unknown) {
    super(409, code, message, details);
  }
}
export class PreconditionFailedError extends LaudaError {
  constructor(message: string, code = 'error.preconditionFailed', details?: unknown) {
    super(412, code, message, details);
  }
}
export class PayloadTooLargeError extends LaudaError {
  constructor(message: string, code = 'error.payloadTooLarge', details?: unknown) {
    super(413, code, message, details);
  }
}
export class UnsupportedMediaTypeError extends LaudaError {
  constructor(message: string, code = 'error.unsupportedMediaType', details?: unknown) {
    super(415, code, message, details);
  }
}
export class RuleRefusedError extends LaudaError {
  constructor(message: string, code = 'error.ruleRefused', details?: unknown) {
    super(422, code, message, details);
  }
}

/** The body of every error answer. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

/** A server Lauda talks to (SMTP, a remote branch, ...) refused or did not answer; `details` carries its answer. */
export class BadGatewayError extends LaudaError {
  constructor(message: string, code = 'error.badGateway', details?: unknown) {
    super(502, code, message, details);
  }
}
